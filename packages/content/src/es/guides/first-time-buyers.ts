import type { ArticleSection } from '@pcr/contracts';

/** The Spanish text of the guide "first-time-buyers" (its title, summary and reading time are in ../guide-catalog.ts). */
export const sections: ArticleSection[] = [
  {
    id: 'budget',
    heading: 'Empiece por su presupuesto, no por los anuncios',
    blocks: [
      {
        type: 'paragraph',
        text: 'Antes de visitar casas, decida qué pago mensual le resulta cómodo, no simplemente el préstamo más grande que un prestamista esté dispuesto a aprobar. En California, el pago hipotecario es más que el préstamo en sí, así que arme su presupuesto con todas sus partes:',
      },
      {
        type: 'list',
        items: [
          { term: 'Capital e intereses', text: 'el pago del préstamo, que depende del monto que pide prestado, la tasa de interés y el plazo.' },
          {
            term: 'Impuesto predial',
            text: 'alrededor del 1% del precio de compra al año según la Proposición 13, más los bonos aprobados por los votantes y las contribuciones locales, que varían según la zona.',
          },
          { term: 'Seguro de vivienda', text: 'lo exige su prestamista; la cobertura contra terremotos y la de inundaciones son pólizas aparte.' },
          { term: 'Seguro hipotecario', text: 'por lo general se exige cuando el enganche es menor del 20%.' },
          {
            term: 'Cuotas de la HOA y Mello-Roos',
            text: 'las cuotas mensuales de la asociación de propietarios (HOA) en condominios y comunidades planificadas, y los impuestos especiales Mello-Roos que se cobran en muchos desarrollos más nuevos y aparecen en la factura del impuesto predial.',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Guarde un colchón',
        text: 'Procure que le quede dinero después del cierre para la mudanza, los muebles, las reparaciones inmediatas y algunos meses de pagos. Muchos prestamistas también quieren ver esas reservas.',
      },
    ],
  },
  {
    id: 'credit',
    heading: 'Conozca su puntaje de crédito',
    blocks: [
      {
        type: 'paragraph',
        text: 'Su puntaje de crédito influye tanto en si califica como en la tasa que paga. Los prestamistas hipotecarios suelen obtener los puntajes de las tres agencias de crédito —Equifax, Experian y TransUnion— y usan el del medio. Pida sus informes gratuitos en AnnualCreditReport.com unos meses antes de solicitar el préstamo, para tener tiempo de disputar errores.',
      },
      {
        type: 'table',
        caption: 'Umbrales típicos de puntaje de crédito',
        columns: ['Puntaje', 'Lo que suele significar'],
        rows: [
          ['500–579', 'Aún podría obtener un préstamo FHA (asegurado por la Administración Federal de Vivienda) con un enganche del 10%, aunque muchos prestamistas exigen mínimos más altos.'],
          ['580', 'El mínimo habitual para un préstamo FHA con un enganche del 3.5%.'],
          ['620', 'El mínimo habitual para la mayoría de los préstamos convencionales.'],
          ['740 o más', 'Por lo general califica para las condiciones más competitivas de los préstamos convencionales.'],
        ],
      },
      {
        type: 'paragraph',
        text: 'Para subir su puntaje, pague todas sus cuentas a tiempo, mantenga los saldos de sus tarjetas de crédito bajos en relación con sus límites y evite abrir o cerrar cuentas en los meses previos a la compra. Lo que más pesa es su historial de pagos y qué parte de su crédito disponible utiliza.',
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'No haga cambios hasta el cierre',
        text: 'Los prestamistas vuelven a revisar su crédito y su empleo justo antes de desembolsar el préstamo. Un nuevo préstamo de auto, una tarjeta de crédito nueva o un cambio de trabajo durante la plica (escrow) pueden retrasar o frustrar su préstamo, así que consulte a su prestamista antes de cualquier movimiento financiero importante.',
      },
    ],
  },
  {
    id: 'debt-to-income',
    heading: 'Entienda la relación deuda-ingreso',
    blocks: [
      {
        type: 'paragraph',
        text: 'Su relación deuda-ingreso (DTI, por sus siglas en inglés) compara sus pagos mensuales de deudas con su ingreso mensual bruto. Los prestamistas cuentan el nuevo pago de vivienda —capital, intereses, impuestos, seguro, seguro hipotecario y cuotas de la HOA— más los préstamos de auto, los préstamos estudiantiles, los pagos mínimos de las tarjetas de crédito y cualquier otra deuda que aparezca en su informe de crédito.',
      },
      {
        type: 'paragraph',
        text: 'Por ejemplo, si su hogar gana $12,000 al mes antes de impuestos, el nuevo pago de vivienda sería de $4,200 y sus otras deudas suman $900 al mes, su DTI es $5,100 ÷ $12,000, es decir, 42.5%.',
      },
      {
        type: 'paragraph',
        text: 'Muchos prestamistas buscan que su DTI total sea del 43% o menos. Algunos programas aceptan relaciones más altas cuando usted tiene factores compensatorios sólidos, como un puntaje de crédito alto o ahorros considerables, pero una relación más baja le deja más margen en su presupuesto mensual y, por lo general, le consigue mejores condiciones.',
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Los préstamos estudiantiles cuentan, aunque estén aplazados',
        text: 'Los prestamistas incluyen los pagos de préstamos estudiantiles en su DTI aunque estén aplazados, con el pago que figura en su estado de cuenta o un porcentaje del saldo, según el programa de préstamo. Lleve los estados de cuenta de su administrador de préstamos a su primera conversación con un prestamista.',
      },
    ],
  },
  {
    id: 'mortgage-options',
    heading: 'Compare las opciones de préstamo hipotecario',
    blocks: [
      {
        type: 'list',
        items: [
          {
            term: 'Convencional',
            text: 'préstamos que siguen las pautas de Fannie Mae y Freddie Mac. Los compradores primerizos que califican pueden dar un enganche de apenas el 3%; con menos del 20% de enganche se paga un seguro hipotecario privado, que puede eliminarse cuando haya acumulado suficiente capital en la vivienda.',
          },
          {
            term: 'FHA',
            text: 'préstamos asegurados por el gobierno federal, con enganches desde el 3.5% para puntajes de crédito de 580 o más. Conllevan una prima de seguro hipotecario inicial y otra anual, y el monto del préstamo no puede superar el límite FHA del condado.',
          },
          {
            term: 'VA',
            text: 'préstamos garantizados por el Departamento de Asuntos de Veteranos para veteranos, militares en servicio y algunos cónyuges sobrevivientes que reúnan los requisitos: a menudo sin enganche ni seguro hipotecario mensual, con un cargo de financiamiento único, salvo que usted esté exento.',
          },
          {
            term: 'Jumbo',
            text: 'préstamos que superan el límite de préstamo conforme. El Condado de Orange y el condado de Los Ángeles son zonas de alto costo, con límites más altos que la mayor parte del país; aun así, muchas casas aquí requieren financiamiento jumbo, que suele pedir un enganche mayor, mejor crédito y más efectivo en reserva.',
          },
        ],
      },
      {
        type: 'paragraph',
        text: 'Los límites de los préstamos conformes y FHA se fijan cada año para cada condado. Antes de decidir su rango de precios, pida a su prestamista las cifras de este año para el condado donde va a comprar.',
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'Ayuda para el enganche',
        text: 'CalHFA, la agencia de financiamiento de vivienda de California, ofrece primeras hipotecas y ayuda para el enganche a compradores primerizos que reúnan los requisitos, y algunas ciudades y condados tienen programas propios. Estos programas tienen límites de ingresos y de precio, y los fondos pueden agotarse, así que consulte pronto a un prestamista participante.',
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Profundice en los préstamos',
        text: 'Nuestra guía de préstamos hipotecarios compara los tipos de préstamo lado a lado y explica las tasas fijas y ajustables, el enganche y lo que hace variar su tasa de interés.',
        link: { href: '/resources/mortgage-guide', label: 'Lea la guía de préstamos hipotecarios' },
      },
    ],
  },
  {
    id: 'pre-approval',
    heading: 'Obtenga su preaprobación antes de buscar casa',
    blocks: [
      {
        type: 'paragraph',
        text: 'Una preaprobación significa que un prestamista verificó su crédito, ingresos, activos y deudas, y le prestará hasta cierto monto, sujeto a la propiedad y a la evaluación final del préstamo (underwriting). En los mercados competitivos del Condado de Orange y Los Ángeles, los vendedores esperan una carta de preaprobación con cada oferta, y esa carta le indica con exactitud en qué rango de precios buscar.',
      },
      {
        type: 'list',
        items: [
          'Dos años de formularios W-2 o declaraciones de impuestos federales (si trabaja por cuenta propia: dos años de declaraciones personales y del negocio)',
          'Talones de pago de los últimos 30 días',
          'Dos meses de estados de cuenta de todas sus cuentas bancarias y de inversión',
          'Una identificación con foto y, si su familia le ayuda con el enganche, una carta de donación',
        ],
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Compare prestamistas en poco tiempo',
        text: 'Compare las Estimaciones del Préstamo (Loan Estimates) de dos o tres prestamistas. Los modelos de puntaje de crédito cuentan varias consultas hipotecarias hechas en un periodo corto —por lo general de 14 a 45 días, según el modelo— como una sola consulta.',
      },
    ],
  },
  {
    id: 'offers',
    heading: 'Presente una oferta sólida',
    blocks: [
      {
        type: 'paragraph',
        text: 'En California, las ofertas suelen redactarse en el Contrato de Compra Residencial (Residential Purchase Agreement) de la California Association of REALTORS®. Además del precio, su oferta fija el depósito, las condiciones de financiamiento, los plazos de las contingencias y la fecha de cierre, y los vendedores sopesan todo eso.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Depósito de buena fe',
            text: 'a menudo alrededor del 3% del precio, transferido a la plica dentro de los tres días hábiles siguientes a la aceptación. Demuestra su compromiso y se abona a su enganche.',
          },
          {
            term: 'Contingencias',
            text: 'condiciones que le permiten cancelar y recuperar su depósito, sobre todo por las inspecciones, la tasación y su préstamo. El contrato estándar de California le da por defecto 17 días para inspecciones e investigaciones; cualquier plazo puede acortarse o alargarse si ambas partes lo acuerdan.',
          },
          { term: 'Fecha de cierre', text: 'por lo común, de 30 a 45 días después de la aceptación en una compra con financiamiento.' },
        ],
      },
      {
        type: 'paragraph',
        text: 'Cuando compiten varios compradores, una oferta limpia —una preaprobación sólida, un depósito significativo, plazos de contingencia razonables y una fecha de cierre flexible— puede pesar tanto como un precio más alto. Su agente de bienes raíces puede preguntar al agente del vendedor qué es lo que más le importa al vendedor.',
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Sepa lo que arriesga',
        text: 'Una vez que retira sus contingencias, no cerrar la compra puede costarle su depósito. Si ambas partes ponen sus iniciales en la cláusula de daños liquidados, la cantidad que el vendedor puede quedarse en una casa que usted pensaba habitar se limita, por lo general, al 3% del precio de compra. Lea la cláusula con su agente antes de poner sus iniciales.',
      },
    ],
  },
  {
    id: 'inspections',
    heading: 'Inspeccione antes de comprometerse',
    blocks: [
      {
        type: 'paragraph',
        text: 'Aproveche bien su plazo de contingencia de inspección. Una inspección general de la vivienda abarca la estructura, el techo, la plomería, la instalación eléctrica y los sistemas de calefacción y aire acondicionado. En California, los compradores suelen añadir:',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Inspección de plagas que destruyen la madera',
            text: 'el “informe de termitas”, que enumera los puntos de la Sección 1 (infestación o daños activos) y los de la Sección 2 (condiciones que probablemente los causen).',
          },
          { term: 'Video de la línea de drenaje', text: 'una inspección con cámara de la tubería hasta la calle, que vale mucho la pena en casas antiguas con tubos de barro o de hierro fundido.' },
          { term: 'Especialistas', text: 'para el techo, la chimenea, los cimientos, la piscina, los paneles solares o el suelo, cuando el inspector general recomiende una evaluación adicional.' },
        ],
      },
      {
        type: 'paragraph',
        text: 'Lea las declaraciones del vendedor junto con los informes: la Declaración de Transferencia (Transfer Disclosure Statement, TDS); la Declaración de Riesgos Naturales, que cubre las zonas de inundación, incendio, fallas sísmicas y riesgo sísmico; la declaración sobre pintura con plomo para casas construidas antes de 1978, y los documentos de la HOA en condominios y comunidades planificadas.',
      },
      {
        type: 'paragraph',
        text: 'Pida también cotizaciones de seguro de vivienda durante este plazo. Algunas aseguradoras han limitado las pólizas nuevas en zonas de California con alto riesgo de incendios forestales, y el costo o la disponibilidad de la cobertura puede cambiar su presupuesto.',
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Reparaciones o un crédito',
        text: 'Si las inspecciones revelan problemas, puede pedirle al vendedor que haga reparaciones, baje el precio o le dé un crédito para los costos de cierre. Un crédito suele ser más sencillo que las reparaciones, porque usted controla la calidad del trabajo después del cierre.',
      },
    ],
  },
  {
    id: 'closing-costs',
    heading: 'Prevea los costos de cierre',
    blocks: [
      {
        type: 'paragraph',
        text: 'Los compradores suelen pagar costos de cierre de entre el 2% y el 5% del precio de compra, además del enganche. La Estimación del Préstamo (Loan Estimate) de su prestamista, que recibe dentro de los tres días hábiles siguientes a su solicitud, los detalla; la Declaración de Cierre (Closing Disclosure), que recibe al menos tres días hábiles antes del cierre, muestra las cifras finales.',
      },
      {
        type: 'table',
        caption: 'Costos de cierre habituales del comprador en California',
        columns: ['Costo', 'Qué cubre'],
        rows: [
          ['Cargos del prestamista y puntos', 'Los cargos de originación y de evaluación del préstamo, y los puntos que pague para bajar la tasa.'],
          ['Tasación e informe de crédito', 'La tasación que ordena su prestamista y las verificaciones de crédito.'],
          ['Cargo de plica', 'Lo que cobra el agente de plica neutral; en buena parte del sur de California, la costumbre es dividirlo entre comprador y vendedor.'],
          ['Seguro de título', 'El comprador suele pagar la póliza del prestamista; en el sur de California, el vendedor acostumbra pagar la póliza del propietario.'],
          ['Pagos anticipados y cuenta de reserva', 'Los intereses pagados por adelantado, el primer año del seguro de vivienda y una reserva para el impuesto predial y el seguro en su cuenta de reserva (impound).'],
          ['Cargos de registro y de notario', 'El registro de la escritura y de la escritura de fideicomiso (deed of trust) en el condado, y la notarización de sus firmas.'],
        ],
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Cuente con una factura de impuesto suplementario',
        text: 'Después de la compra, el condado revalúa la vivienda según el precio de compra y le envía una factura suplementaria del impuesto predial por la diferencia. Suele llegar meses después del cierre y a menudo no se paga desde su cuenta de reserva, así que aparte dinero para ella.',
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Cuidado con el fraude en las transferencias',
        text: 'Hay delincuentes que se hacen pasar por oficiales de plica y agentes con instrucciones de transferencia falsas. Antes de transferir dinero, confirme las instrucciones llamando a su oficial de plica a un número que ya conozca, nunca a uno tomado de un correo electrónico.',
      },
    ],
  },
];
