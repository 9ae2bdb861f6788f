import type { ArticleSection } from '@pcr/contracts';

/** The Spanish text of the guide "home-buying-process" (its title, summary and reading time are in ../guide-catalog.ts). */
export const sections: ArticleSection[] = [
  {
    id: 'nine-steps',
    heading: 'Los nueve pasos',
    blocks: [
      {
        type: 'steps',
        items: [
          {
            title: 'Ponga en orden sus finanzas',
            text: 'Revise sus informes de crédito, reduzca los saldos de sus tarjetas y decida qué pago mensual le resulta cómodo. Reúna dos años de declaraciones de impuestos y formularios W-2, talones de pago recientes y estados de cuenta bancarios para tener todo listo para el prestamista.',
          },
          {
            title: 'Obtenga su preaprobación',
            text: 'Un prestamista verifica su crédito, ingresos, activos y deudas, y le emite una carta de preaprobación. Esta fija su rango de precios y demuestra a los vendedores que usted puede cerrar la compra. Compare las Estimaciones del Préstamo (Loan Estimates) de más de un prestamista.',
          },
          {
            title: 'Elija a su agente',
            text: 'Trabaje con un agente de bienes raíces local que conozca los vecindarios que le interesan. Hoy en día, los compradores generalmente firman un acuerdo de representación por escrito antes de visitar casas con un agente; en él se establecen los servicios y la remuneración del agente, que son negociables.',
          },
          {
            title: 'Busque y visite casas',
            text: 'Acote su búsqueda según el trayecto al trabajo, las escuelas y su estilo de vida, y luego visite las casas en persona. Mire más allá de los acabados: la distribución, la luz, el ruido, el estacionamiento, las reglas de la asociación de propietarios (HOA) y la antigüedad del techo, las ventanas y los sistemas.',
          },
          {
            title: 'Haga una oferta',
            text: 'Su agente prepara un Contrato de Compra Residencial de California (California Residential Purchase Agreement) con su precio, depósito, condiciones de financiamiento, contingencias y fecha de cierre. Prepárese para recibir contraofertas; en un mercado competitivo, las condiciones pueden pesar tanto como el precio.',
          },
          {
            title: 'Abra la plica (escrow) y haga su depósito',
            text: 'Una vez aceptada su oferta, se abre la plica con un agente de plica neutral y usted transfiere su depósito de buena fe, por lo general dentro de tres días hábiles. La plica retiene los fondos y los documentos hasta que se cumplan todas las condiciones.',
          },
          {
            title: 'Inspeccione, revise y obtenga la tasación',
            text: 'Durante los plazos de sus contingencias, usted inspecciona la propiedad y revisa las declaraciones del vendedor, el informe preliminar de título y los documentos de la HOA, mientras su prestamista ordena la tasación. Puede negociar reparaciones o créditos, o cancelar si algo anda mal.',
          },
          {
            title: 'Finalice el préstamo y retire las contingencias',
            text: 'Su prestamista completa la evaluación del préstamo (underwriting) y emite la aprobación final. En California, las contingencias se retiran por escrito; una vez retiradas, su depósito corre riesgo si no cierra la compra.',
          },
          {
            title: 'Recorrido final y cierre',
            text: 'Unos días antes del cierre, usted recorre la casa para confirmar su estado y las reparaciones acordadas. Firma los documentos del préstamo ante un notario y transfiere el resto de sus fondos; el prestamista desembolsa el préstamo, la escritura se registra en el condado y las llaves son suyas.',
          },
        ],
      },
    ],
  },
  {
    id: 'escrow-and-title',
    heading: 'Cómo funcionan la plica y el título en California',
    blocks: [
      {
        type: 'paragraph',
        text: 'En el sur de California, la plica suele estar a cargo de una compañía de plica independiente o de la división de plica de una compañía de títulos: un tercero neutral que sigue las instrucciones escritas del comprador y del vendedor. Recibe su depósito y los fondos del préstamo, liquida el préstamo del vendedor, prorratea los impuestos prediales y las cuotas de la HOA, y entrega el dinero solo cuando se han cumplido todas las condiciones.',
      },
      {
        type: 'paragraph',
        text: 'Al principio de la plica, la compañía de títulos investiga el historial de propiedad del inmueble y emite un informe preliminar de título. Léalo con su agente: enumera los gravámenes, las servidumbres y las restricciones registradas (CC&Rs) que acompañan a la propiedad. Al cierre, el seguro de título lo protege a usted (la póliza del propietario) y a su prestamista (la póliza del prestamista) contra los defectos de título cubiertos.',
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'Importa cómo adquiere el título',
        text: 'Tener el título como bienes gananciales (community property), como copropietarios con derecho de supervivencia (joint tenants) o en un fideicomiso en vida tiene consecuencias legales y fiscales. Los oficiales de plica y los agentes de bienes raíces no pueden dar asesoría legal, así que consulte a un abogado o a un asesor fiscal si tiene dudas.',
      },
    ],
  },
  {
    id: 'challenges',
    heading: 'Dificultades comunes y cómo afrontarlas',
    blocks: [
      {
        type: 'list',
        items: [
          {
            term: 'Ofertas múltiples',
            text: 'las casas atractivas del Condado de Orange y Los Ángeles suelen recibir varias ofertas. Ayudan una preaprobación sólida, un buen depósito y condiciones flexibles, y también tener claro su precio límite antes de que empiece la competencia.',
          },
          {
            term: 'Una tasación baja',
            text: 'si la tasación resulta inferior al precio, el préstamo se basa en el valor más bajo. Puede renegociar, cubrir la diferencia en efectivo, impugnar la tasación con mejores ventas comparables o cancelar mientras siga vigente su contingencia de tasación.',
          },
          {
            term: 'Sorpresas en la inspección',
            text: 'las casas antiguas pueden esconder problemas en el drenaje, los cimientos o el techo. Pida inspecciones especializadas cuando el inspector general las recomiende, y acuerde las reparaciones o un crédito antes de retirar su contingencia.',
          },
          {
            term: 'Disponibilidad de seguros',
            text: 'el riesgo de incendios forestales ha hecho más difícil conseguir seguro de vivienda en algunas zonas de California. Pida cotizaciones pronto; el California FAIR Plan es una opción de último recurso que suele requerir una póliza complementaria para tener cobertura completa.',
          },
          {
            term: 'Retrasos en el financiamiento',
            text: 'documentos faltantes, un cambio de trabajo o una deuda nueva pueden retrasar la aprobación de su préstamo. Responda rápido a lo que le pida su prestamista y no haga cambios financieros hasta el cierre.',
          },
          {
            term: 'Plazos',
            text: 'los contratos en California se rigen por plazos en días calendario. Si un plazo de contingencia está por vencer, el vendedor puede entregarle un aviso de cumplimiento (notice to perform); acuerde cualquier prórroga por escrito en lugar de dejar pasar un plazo.',
          },
        ],
      },
    ],
  },
  {
    id: 'timeline',
    heading: 'Un calendario realista',
    blocks: [
      {
        type: 'paragraph',
        text: 'Cada compra es diferente, pero en California una compra con financiamiento suele cerrarse de 30 a 45 días después de aceptada la oferta. Prepararse y encontrar la casa adecuada suele llevar más tiempo que la plica en sí.',
      },
      {
        type: 'table',
        caption: 'Calendario típico de una compra con financiamiento',
        columns: ['Etapa', 'Tiempo típico'],
        rows: [
          ['Preparar sus finanzas y obtener la preaprobación', 'De 1 a 4 semanas'],
          ['Búsqueda y visitas', 'De unas semanas a varios meses'],
          ['Oferta y negociación', 'De 1 a 7 días'],
          ['Depósito en la plica', 'Dentro de los 3 días hábiles siguientes a la aceptación'],
          ['Inspecciones e investigaciones', 'Dentro de los 17 días siguientes a la aceptación, salvo que se acuerde otra cosa'],
          ['Tasación y aprobación del préstamo', 'De 2 a 4 semanas después de la aceptación'],
          ['Recorrido final', 'Unos días antes del cierre'],
          ['Cierre y entrega de llaves', 'De 30 a 45 días después de la aceptación'],
        ],
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'En efectivo se puede cerrar más rápido',
        text: 'Sin préstamo no hay que esperar la tasación ni la evaluación del préstamo, así que una compra en efectivo puede cerrarse en una o dos semanas si el título está limpio y el vendedor está listo.',
      },
    ],
  },
  {
    id: 'after-closing',
    heading: 'Después del cierre',
    blocks: [
      {
        type: 'list',
        items: [
          'Si la casa es su residencia principal, solicite la exención para propietarios (homeowners’ exemption) ante la oficina del tasador del condado (County Assessor); descuenta $7,000 del valor fiscal de su propiedad.',
          'Aparte dinero para la factura suplementaria del impuesto predial que llega tras la revaluación del condado.',
          'El impuesto predial se paga en dos cuotas, que vencen el 1 de noviembre y el 1 de febrero y se consideran atrasadas después del 10 de diciembre y del 10 de abril, salvo que su prestamista lo pague desde una cuenta de reserva (impound).',
          'Guarde sus documentos de cierre, incluida la liquidación final (final settlement statement); los necesitará cuando venda.',
          'Cambie las cerraduras y ponga a su nombre los servicios de agua, luz, gas y recolección de basura.',
        ],
      },
    ],
  },
];
