import type { LegalDocument } from '@pcr/contracts';
import { LEGAL_EFFECTIVE_DATE } from '../../legal/effective-date.js';

/** The terms of service in Spanish: a courtesy translation (the English version governs; the page says so). */
export const termsOfServiceEs: LegalDocument = {
  slug: 'terms-of-service',
  title: 'Términos de servicio',
  description:
    'Las condiciones de uso de nuestro sitio: información, no una oferta; datos de listados de terceros; vivienda justa, y la ley de California.',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'Nuestro sitio web existe para informarle y facilitarle el contacto con nosotros. Estos términos explican en qué puede confiar, en qué no, y las reglas para usar el sitio.',
  sections: [
    {
      id: 'agreement',
      heading: 'Aceptación de estos términos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Este sitio web es operado por {brand}. Al usarlo, usted acepta estos Términos de servicio. Si no está de acuerdo, le pedimos que no use el sitio.',
        },
      ],
    },
    {
      id: 'information-only',
      heading: 'Solo información, no una oferta',
      blocks: [
        {
          type: 'paragraph',
          text: 'Todo el contenido de este sitio, incluidas las descripciones de propiedades, las guías de vecindarios y ciudades, las cifras del mercado y los artículos educativos para compradores, es información general. No es una oferta de venta, una invitación a comprar ni asesoría legal, fiscal, financiera o de préstamos.',
        },
        {
          type: 'paragraph',
          text: 'Los programas de préstamos, las cifras típicas y las reglas que describen nuestras guías son ejemplos que cambian con el tiempo. Confírmelos con un prestamista con licencia, un abogado o un profesional de impuestos antes de basarse en ellos.',
        },
      ],
    },
    {
      id: 'listing-information',
      heading: 'Información de los listados',
      blocks: [
        {
          type: 'paragraph',
          text: 'Los listados de propiedades, incluidas nuestras propiedades destacadas, provienen en parte de terceros, como proveedores de listados y servicios de listado múltiple (MLS). Los precios, la disponibilidad, los pies cuadrados, las características y el estado de una propiedad pueden cambiar en cualquier momento, pueden contener errores y no están garantizados. Una propiedad puede venderse o retirarse del mercado antes de que se actualice el sitio.',
        },
        {
          type: 'paragraph',
          text: 'Verifique todo lo que sea importante para su decisión, como los pies cuadrados, las escuelas asignadas, los permisos y el estado de una propiedad, mediante sus propias inspecciones y asesoría profesional. Los enlaces a otros sitios web se ofrecen para su comodidad; no somos responsables de su contenido.',
        },
      ],
    },
    {
      id: 'no-agency',
      heading: 'Sin relación de agencia',
      blocks: [
        {
          type: 'paragraph',
          text: 'Usar este sitio o enviarnos un formulario no convierte a {brand} ni a ninguno de sus agentes en su agente o representante. Una relación de agencia solo se crea mediante un acuerdo por escrito firmado por usted y por nosotros.',
        },
      ],
    },
    {
      id: 'fair-housing',
      heading: 'Igualdad de oportunidades en la vivienda',
      blocks: [
        {
          type: 'paragraph',
          text: '{brand} está comprometida con la letra y el espíritu de la Ley Federal de Vivienda Justa (Fair Housing Act) y de las leyes de vivienda justa de California, incluidas la Ley de Empleo y Vivienda Justos (Fair Employment and Housing Act) y la Ley de Derechos Civiles Unruh (Unruh Civil Rights Act). No discriminamos por motivos de raza, color, religión, sexo, género, identidad o expresión de género, orientación sexual, estado civil o familiar, origen nacional, ascendencia, discapacidad, condición médica, información genética, edad, fuente de ingresos, condición militar o de veterano, ciudadanía, idioma principal, situación migratoria ni ningún otro motivo protegido por la ley.',
        },
      ],
    },
    {
      id: 'using-the-site',
      heading: 'Uso del sitio',
      blocks: [
        {
          type: 'list',
          items: [
            'Use nuestros formularios solo para comunicarse con nosotros sobre bienes raíces, con información verídica sobre usted.',
            'No envíe spam, envíos automatizados ni código malicioso, y no intente interrumpir el funcionamiento del sitio ni obtener acceso no autorizado a él.',
            'No copie, extraiga de forma automatizada (scraping) ni vuelva a publicar nuestro contenido ni la información de los listados sin nuestro permiso por escrito.',
          ],
        },
      ],
    },
    {
      id: 'content-and-trademarks',
      heading: 'Contenido y marcas comerciales',
      blocks: [
        {
          type: 'paragraph',
          text: 'Los textos, las fotografías, los gráficos y los logotipos de este sitio pertenecen a {brand} o a sus licenciantes y están protegidos por las leyes de derechos de autor y de marcas comerciales. Puede ver e imprimir páginas para su uso personal y no comercial.',
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacidad',
      blocks: [
        {
          type: 'callout',
          tone: 'note',
          title: 'Cómo tratamos su información',
          text: 'Nuestra Política de privacidad explica qué recopilamos por medio de nuestros formularios, cómo lo usamos y sus derechos como residente de California.',
          link: { href: '/privacy-policy', label: 'Lea nuestra Política de privacidad' },
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Exclusión de garantías y limitación de responsabilidad',
      blocks: [
        {
          type: 'paragraph',
          text: 'El sitio se ofrece “tal cual” y “según disponibilidad”, sin garantías de ningún tipo, expresas o implícitas. En la máxima medida que permita la ley, {brand} no será responsable de daños indirectos, incidentales o consecuentes que se deriven de su uso del sitio o de que usted confíe en su contenido.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Ley aplicable',
      blocks: [
        {
          type: 'paragraph',
          text: 'Estos términos se rigen por las leyes del estado de California, sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier controversia sobre ellos o sobre su uso del sitio se resolverá en los tribunales estatales o federales ubicados en el Condado de Orange, California.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Cambios y contacto',
      blocks: [
        {
          type: 'paragraph',
          text: 'Podemos actualizar estos términos publicando una nueva versión en esta página con una nueva fecha de entrada en vigor. Si tiene preguntas sobre ellos, escríbanos a {email} o llame al {phone}.',
        },
      ],
    },
  ],
};
