import type { ArticleSection } from '@pcr/contracts';

/** The Spanish (es-US) text of the guide "mortgage-guide": the same sections, ids and links as ../../guides/mortgage-guide.ts. */
export const sections: ArticleSection[] = [
  {
    id: 'loan-types',
    heading: 'Tipos de préstamo',
    blocks: [
      {
        type: 'table',
        caption: 'Los tipos de préstamo más comunes, de un vistazo',
        columns: ['Préstamo', 'Enganche mínimo habitual', 'Puntaje de crédito habitual', 'Conviene saber'],
        rows: [
          [
            'Convencional',
            '3% para compradores de primera vivienda que califiquen; 5% para los demás',
            '620 o más; las mejores condiciones, a partir de unos 740',
            'Seguro hipotecario privado si el enganche es menor del 20%, que se puede cancelar a medida que aumenta su capital en la vivienda',
          ],
          ['FHA', '3.5%', '580 o más para un enganche del 3.5%', 'Seguro hipotecario inicial y anual; el monto del préstamo no puede superar el límite FHA del condado'],
          ['VA', 'Ninguno en muchos casos', 'Lo fija cada prestamista', 'Para veteranos y militares elegibles; una comisión de financiamiento en lugar de seguro hipotecario mensual'],
          ['Jumbo', 'A menudo del 10% al 20%', 'A menudo 700 o más', 'Por encima del límite conforme; suelen exigirse más reservas de efectivo'],
        ],
      },
      {
        type: 'paragraph',
        text: 'Los préstamos conformes (conforming loans) son préstamos convencionales que no superan el límite que fija cada año la Agencia Federal de Financiamiento de la Vivienda (FHFA). Los condados de Orange y Los Ángeles están designados como zonas de alto costo, así que sus límites están muy por encima del nivel base nacional; aun así, con los precios locales, muchas compras los superan. Consulte el límite vigente en su condado antes de buscar vivienda: cambia cada enero.',
      },
      {
        type: 'paragraph',
        text: 'Los préstamos FHA están asegurados por la Administración Federal de Vivienda (FHA) y son más flexibles con los puntajes de crédito bajos y los niveles de deuda altos. La contrapartida es el seguro hipotecario: una prima inicial, que normalmente se suma al préstamo, y una prima anual que se paga cada mes y dura toda la vida del préstamo si su enganche es menor del 10%. Muchos propietarios refinancian después con un préstamo convencional para eliminarlo.',
      },
      {
        type: 'paragraph',
        text: 'Los préstamos VA están garantizados por el Departamento de Asuntos de Veteranos (VA). Los prestatarios elegibles con derecho completo (full entitlement) no tienen límite de préstamo VA, a menudo no necesitan enganche y no pagan seguro hipotecario mensual. Se cobra una comisión de financiamiento única (funding fee), salvo que usted esté exento; por ejemplo, porque recibe compensación por discapacidad del VA.',
      },
      {
        type: 'paragraph',
        text: 'Fannie Mae y Freddie Mac no compran los préstamos jumbo, así que cada prestamista fija sus propias reglas. Cuente con tener que demostrar reservas equivalentes a varios meses de pagos, y compare más de un prestamista: las condiciones de los préstamos jumbo varían mucho.',
      },
    ],
  },
  {
    id: 'fixed-vs-adjustable',
    heading: '¿Tasa fija o ajustable?',
    blocks: [
      {
        type: 'paragraph',
        text: 'Una hipoteca de tasa fija mantiene la misma tasa de interés y el mismo pago de capital e intereses durante todo el plazo, por lo general de 30 o 15 años. El préstamo a 30 años tiene el pago más bajo; el de 15 años cuesta más cada mes, pero tiene una tasa menor y mucho menos interés en total.',
      },
      {
        type: 'paragraph',
        text: 'Una hipoteca de tasa ajustable (ARM) empieza con una tasa fija durante un periodo inicial, normalmente de 5, 7 o 10 años, y después se ajusta periódicamente según un índice del mercado más un margen fijo. Los topes limitan cuánto puede cambiar la tasa en el primer ajuste, en cada ajuste posterior y durante toda la vida del préstamo.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Tasa fija',
            text: 'la mejor opción si piensa quedarse a largo plazo, quiere un pago predecible o le costaría afrontar un pago más alto más adelante.',
          },
          {
            term: 'Tasa ajustable',
            text: 'vale la pena considerarla si espera vender o refinanciar antes de que termine el periodo fijo, o si el ahorro inicial es importante en un préstamo jumbo grande, siempre que pudiera pagar la cuota en su tope.',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Prepárese para el peor caso',
        text: 'Antes de elegir una ARM, pida a su prestamista el pago más alto que permiten sus topes y asegúrese de que podría cubrirlo.',
      },
    ],
  },
  {
    id: 'down-payments',
    heading: 'Cuánto dar de enganche',
    blocks: [
      {
        type: 'paragraph',
        text: 'No es obligatorio dar un enganche del 20%, pero con él evita el seguro hipotecario en un préstamo convencional y reduce su pago. Muchos compradores dan menos y, a cambio, guardan efectivo para reparaciones y emergencias.',
      },
      {
        type: 'table',
        caption: 'Enganche mínimo según el tipo de préstamo',
        columns: ['Enganche', 'Cuándo se aplica'],
        rows: [
          ['0%', 'Préstamos VA para prestatarios elegibles'],
          ['3%', 'Préstamos convencionales para compradores de primera vivienda que califiquen; algunos programas tienen límites de ingresos'],
          ['3.5%', 'Préstamos FHA con un puntaje de crédito de 580 o más'],
          ['Del 10% al 20%', 'Lo habitual en los préstamos jumbo'],
        ],
      },
      {
        type: 'paragraph',
        text: 'El enganche puede provenir de sus ahorros, de la venta de otra vivienda, de cuentas de jubilación o de un regalo de su familia. Los prestamistas deben documentar el origen de los depósitos grandes, y un regalo requiere una carta de donación firmada y el rastro documental de la transferencia; por eso, mueva el dinero mucho antes de presentar la solicitud y guarde todos los estados de cuenta.',
      },
      {
        type: 'paragraph',
        text: 'En un préstamo convencional, puede pedir que se cancele el seguro hipotecario privado cuando su saldo llegue al 80% del valor original de la vivienda, y termina automáticamente al llegar al 78% si está al corriente con sus pagos.',
      },
    ],
  },
  {
    id: 'rate-factors',
    heading: 'Qué determina su tasa',
    blocks: [
      {
        type: 'paragraph',
        text: 'Las tasas del mercado cambian a diario con el mercado de bonos, pero la tasa que le ofrecen depende de su perfil y del préstamo que elija:',
      },
      {
        type: 'list',
        items: [
          { term: 'Puntaje de crédito', text: 'a mayor puntaje, mejores condiciones; con unos 740 o más se suele acceder a las tasas convencionales más competitivas.' },
          { term: 'Enganche', text: 'más capital propio significa menos riesgo para el prestamista y, por lo general, una tasa más baja.' },
          {
            term: 'Tipo y plazo del préstamo',
            text: 'los préstamos a 15 años y las ARM suelen tener tasas más bajas que los de tasa fija a 30 años; los préstamos del gobierno y los jumbo tienen sus propias escalas de precios.',
          },
          {
            term: 'Propiedad y uso',
            text: 'los condominios, los edificios de dos a cuatro unidades, las segundas viviendas y las propiedades de inversión suelen costar más de financiar que una casa unifamiliar en la que usted vive.',
          },
          { term: 'Puntos', text: 'puede pagar puntos de descuento al cierre para bajar su tasa; cada punto cuesta el 1% del monto del préstamo.' },
          { term: 'Plazo de fijación de la tasa', text: 'una fijación de la tasa (rate lock) más larga lo protege durante más tiempo, pero puede costar más.' },
        ],
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Compare la APR, no solo la tasa',
        text: 'La tasa de porcentaje anual (APR) de una Estimación del Préstamo (Loan Estimate) incluye muchos cargos además de la tasa de interés. Compare las Estimaciones del Préstamo de distintos prestamistas para el mismo préstamo y el mismo día.',
      },
    ],
  },
  {
    id: 'pre-approval',
    heading: 'Preaprobación',
    blocks: [
      {
        type: 'paragraph',
        text: 'Una precalificación es una estimación basada en lo que usted le dice al prestamista. Una preaprobación se basa en documentos verificados y en una revisión de su crédito, y es lo que los vendedores quieren ver. Algunos prestamistas incluso completan la evaluación de su expediente (underwriting) antes de que encuentre vivienda, lo que hace su oferta casi tan sólida como una de contado.',
      },
      {
        type: 'list',
        items: [
          'Formularios W-2 y declaraciones de impuestos federales de los dos últimos años',
          'Talones de pago de los últimos 30 días',
          'Estados de cuenta de los dos últimos meses de todas sus cuentas bancarias y de inversión',
          'Si trabaja por cuenta propia: declaraciones de impuestos del negocio de los dos últimos años y un estado de pérdidas y ganancias del año en curso',
          'Cartas de donación y una explicación por escrito de cualquier depósito grande',
        ],
      },
      {
        type: 'paragraph',
        text: 'Las cartas de preaprobación suelen vencer a los 60 o 90 días. Actualice la suya si cambian las tasas o su situación financiera, y pida a su prestamista que emita cada carta por el precio que usted ofrece.',
      },
    ],
  },
  {
    id: 'closing-costs',
    heading: 'Costos de cierre y cifras finales',
    blocks: [
      {
        type: 'paragraph',
        text: 'Cuente con costos de cierre de entre el 2% y el 5% del precio de compra, aproximadamente. Los cargos del prestamista (originación, underwriting, puntos y tasación) son solo una parte; el resto son la plica (escrow), el seguro de título, los derechos de registro y los pagos por adelantado, como intereses, seguro y el depósito inicial de su cuenta de reserva para impuestos y seguro (impound account).',
      },
      {
        type: 'paragraph',
        text: 'Las normas federales obligan a su prestamista a enviarle una Estimación del Préstamo en los tres días hábiles siguientes a su solicitud, y una Declaración de Cierre (Closing Disclosure) al menos tres días hábiles antes de la firma. Compare ambas línea por línea: algunos cargos no pueden aumentar en absoluto y otros solo dentro de ciertos límites.',
      },
      {
        type: 'list',
        items: [
          { term: 'Créditos del vendedor', text: 'los créditos negociados pueden cubrir parte de sus costos, dentro de los límites que permita su programa de préstamo.' },
          { term: 'Créditos del prestamista', text: 'una tasa un poco más alta a cambio de un crédito para sus costos; útil cuando el efectivo es limitado.' },
          { term: 'Servicios que puede elegir', text: 'su Estimación del Préstamo los enumera; comparar proveedores puede ahorrarle dinero.' },
        ],
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Su tasa no es definitiva hasta que la fija',
        text: 'Pregunte a su prestamista cuándo fijarla, cuánto dura la fijación y cuánto cuesta una prórroga si el cierre se retrasa.',
      },
    ],
  },
];
