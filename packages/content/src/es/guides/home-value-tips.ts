import type { ArticleSection } from '@pcr/contracts';

/** The Spanish (es-US) text of the guide "home-value-tips": the same sections, ids and links as ../../guides/home-value-tips.ts. */
export const sections: ArticleSection[] = [
  {
    id: 'what-drives-value',
    heading: 'Qué determina el valor',
    blocks: [
      {
        type: 'paragraph',
        text: 'La ubicación hace la mayor parte del trabajo: el vecindario, los límites de asignación escolar, la distancia a la costa y a los centros de trabajo, las vistas y el ruido. Dentro de un mismo vecindario, los compradores pagan por los pies cuadrados aprovechables, una distribución funcional, el tamaño del terreno, el estacionamiento y el estado de la vivienda.',
      },
      {
        type: 'paragraph',
        text: 'Los precios salen de las ventas comparables: viviendas similares que se vendieron cerca y hace poco. Así valoran una vivienda los tasadores y así le ponen precio los agentes. Las estimaciones en línea sirven como punto de partida, pero no ven su cocina remodelada ni el ruido de la autopista a dos calles.',
      },
      {
        type: 'table',
        caption: 'Tres valores de los que oirá hablar',
        columns: ['Valor', 'Qué es'],
        rows: [
          ['Valor de mercado', 'Lo que un comprador pagaría hoy, según las ventas comparables recientes.'],
          ['Valor de tasación', 'La opinión de valor que da un tasador con licencia para el prestamista; el préstamo se basa en ella.'],
          [
            'Valor fiscal (assessed value)',
            'El valor sobre el que el condado cobra el impuesto según la Proposición 13: por lo general, su precio de compra más un máximo del 2% al año, a menudo muy por debajo del valor de mercado si es propietario desde hace muchos años.',
          ],
        ],
      },
    ],
  },
  {
    id: 'improvements',
    heading: 'Mejoras que suelen compensar',
    blocks: [
      {
        type: 'paragraph',
        text: 'Pocos proyectos recuperan todo su costo al vender. Los mejores hacen que una vivienda se vea bien cuidada y eliminan problemas que un comprador, de otro modo, descontaría del precio.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Primero, el mantenimiento pendiente',
            text: 'un techo en buen estado, un panel eléctrico actualizado, calefacción y aire acondicionado que funcionen e informes de inspección sin problemas protegen el valor más que cualquier acabado.',
          },
          {
            term: 'Pintura, iluminación y jardín',
            text: 'la pintura fresca en tonos neutros, una buena iluminación y un jardín resistente a la sequía cuestan poco y lucen bien en las fotos.',
          },
          { term: 'Renovaciones sencillas de cocina y baño', text: 'las actualizaciones modestas de cubiertas, grifería y herrajes suelen recuperar una mayor parte de su costo que una remodelación completa.' },
          {
            term: 'Eficiencia energética',
            text: 'las ventanas de doble panel, el aislamiento y los paneles solares propios reducen los gastos de la casa. Los paneles solares arrendados deben transferirse al comprador, lo que puede complicar una venta.',
          },
          {
            term: 'Unidades de vivienda accesorias (ADU)',
            text: 'la ley de California ha facilitado mucho obtener permisos para las ADU. Una ADU con permiso puede generar ingresos por alquiler o dar espacio a la familia, y a menudo aumenta bastante el valor.',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Los permisos importan',
        text: 'Las ampliaciones y conversiones sin permiso deben declararse al vender, pueden no contar en los pies cuadrados que valora un tasador y quizá haya que legalizarlas o retirarlas. Tramite los permisos y guarde las aprobaciones finales.',
      },
    ],
  },
  {
    id: 'protect-value',
    heading: 'Proteja lo que tiene',
    blocks: [
      {
        type: 'list',
        items: [
          {
            term: 'Protección contra incendios',
            text: 'en las zonas de riesgo de incendio, el espacio defendible, las rejillas de ventilación resistentes a las brasas y un techo Clase A ayudan con la seguridad, el seguro y la reventa.',
          },
          {
            term: 'Preparación para terremotos',
            text: 'las casas antiguas sobre cimientos elevados pueden necesitar anclaje y refuerzo; el programa Earthquake Brace + Bolt de California ha ofrecido subvenciones para estas obras en los códigos postales elegibles.',
          },
          { term: 'Agua y drenaje', text: 'mantenga en buen estado las canaletas, la nivelación del terreno y los desagües; los daños por agua están entre los problemas más costosos que encuentran los inspectores.' },
          {
            term: 'Documentación',
            text: 'guarde recibos, permisos y garantías en un solo lugar. Respaldan su precio cuando venda y su base de costo cuando calcule cualquier ganancia sujeta a impuestos.',
          },
        ],
      },
    ],
  },
  {
    id: 'property-tax',
    heading: 'El impuesto predial y el valor en California',
    blocks: [
      {
        type: 'paragraph',
        text: 'La Proposición 13 fija el impuesto predial base en el 1% del valor fiscal, más los bonos aprobados por los votantes y las contribuciones locales, por lo que la tasa total suele ser algo superior al 1%. Su valor fiscal se restablece al precio de compra cuando usted compra y luego puede subir como máximo un 2% al año; por eso, quienes son propietarios desde hace muchos años suelen pagar mucho menos que quienes acaban de comprar viviendas similares.',
      },
      {
        type: 'paragraph',
        text: 'Las construcciones nuevas, como una ampliación o una ADU, se valoran por su propio valor y se suman a su base existente, que se mantiene. En las comunidades más nuevas, también puede aparecer en la factura un impuesto especial Mello-Roos, que financia la infraestructura local durante un número fijo de años.',
      },
      {
        type: 'paragraph',
        text: 'La Proposición 19 permite a los propietarios de 55 años o más o con una discapacidad grave, y a las víctimas de incendios forestales u otros desastres, trasladar su base impositiva a una vivienda de reemplazo en cualquier parte de California; los mayores de 55 años pueden hacerlo hasta tres veces. También redujo el beneficio fiscal de las viviendas que pasan de padres a hijos. Las reglas son detalladas, así que consulte con un profesional de impuestos antes de hacer planes basados en ellas.',
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'Cuando los valores bajan',
        text: 'Si el valor de mercado de su vivienda cae por debajo de su valor fiscal, puede pedir a la oficina del tasador del condado (county assessor) una reducción temporal, conocida como revisión de la Proposición 8.',
      },
    ],
  },
  {
    id: 'investing',
    heading: 'Piense como un inversionista',
    blocks: [
      {
        type: 'paragraph',
        text: 'Históricamente, los bienes raíces del sur de California han premiado a los propietarios pacientes, pero el rendimiento viene de varias fuentes a la vez: la plusvalía, la amortización del préstamo, los ingresos por alquiler y el tratamiento fiscal. Una compra que solo funciona si los precios suben rápido es especulación, no inversión.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Haga los números',
            text: 'compare una renta realista con todos los costos: hipoteca, impuestos, seguro, cuotas de la asociación de propietarios (HOA), mantenimiento, periodos sin inquilino y administración. La tasa de capitalización (el ingreso operativo neto dividido entre el precio) le permite comparar propiedades antes del financiamiento.',
          },
          {
            term: 'Conozca las reglas de alquiler',
            text: 'la Ley de Protección al Inquilino (Tenant Protection Act) de California limita los aumentos anuales de renta y exige una causa justificada para los desalojos en muchas propiedades, y la ciudad de Los Ángeles tiene su propia ordenanza de estabilización de rentas para muchos edificios antiguos. Averigüe qué reglas se aplican antes de comprar.',
          },
          {
            term: 'Los alquileres de corto plazo dependen de cada ciudad',
            text: 'muchas ciudades del Condado de Orange y de Los Ángeles restringen los alquileres de corto plazo o exigen permisos, y las HOA pueden prohibirlos. Confirme las reglas antes de contar con ingresos por alquiler vacacional.',
          },
          {
            term: 'Planee su salida',
            text: 'un intercambio 1031 puede diferir el impuesto sobre las ganancias de capital cuando vende una propiedad de inversión y compra otra. Para su propia vivienda, la ley federal excluye hasta $250,000 de ganancia ($500,000 para matrimonios que declaran en conjunto) si cumple los requisitos de propiedad y uso.',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'Busque asesoría profesional',
        text: 'Las reglas fiscales son detalladas y cambian. Consulte con un contador público (CPA) o un abogado fiscal antes de comprar, vender o intercambiar una propiedad de inversión.',
      },
    ],
  },
  {
    id: 'selling',
    heading: 'Cuando llegue el momento de vender',
    blocks: [
      {
        type: 'steps',
        items: [
          {
            title: 'Fije el precio según las ventas comparables',
            text: 'Las viviendas con el precio correcto desde el primer día se venden más rápido, y a menudo por más, que las que empiezan con un precio alto y van bajándolo detrás del mercado.',
          },
          {
            title: 'Prepare pronto sus declaraciones',
            text: 'En California, el vendedor debe completar la declaración de transferencia (Transfer Disclosure Statement) y otras declaraciones. Empezar pronto, con una inspección previa a la venta, evita sorpresas durante la plica (escrow).',
          },
          { title: 'Prepare la casa y fotografíela', text: 'La mayoría de los compradores ve su vivienda primero en línea. Despeje los espacios, ambiente las habitaciones clave y use fotografía profesional.' },
          {
            title: 'Evalúe cada condición de cada oferta',
            text: 'El precio más alto no siempre es la mejor oferta: el financiamiento, las contingencias y los plazos deciden si la venta llega al cierre.',
          },
        ],
      },
    ],
  },
];
