import { RESPONSE_PROMISE_HOURS, type LegalDocument } from '@pcr/contracts';

/** Spanish courtesy translations of the legal documents; the English versions govern (the page says so). */

export const privacyPolicyEs: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Política de privacidad',
  description:
    'Cómo recopilamos, usamos, compartimos y protegemos la información que nos envía por nuestros formularios, y sus derechos como residente de California.',
  effectiveDate: '2026-11-01',
  summary:
    'Solo recopilamos lo que usted nos envía por nuestros formularios, lo usamos para responderle y enviarle las novedades que solicitó, y nunca lo vendemos. Esta política explica los detalles y los derechos de privacidad que le otorga la ley de California.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Quiénes somos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Esta Política de privacidad explica cómo {brand} (“nosotros”) recopila, usa y comparte información personal a través de este sitio web, y los derechos que tienen los residentes de California sobre ella. Puede comunicarse con nosotros sobre temas de privacidad en cualquier momento en {email} o al {phone}.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Información que recopilamos',
      blocks: [
        { type: 'paragraph', text: 'Recopilamos la información que usted decide darnos al llenar uno de nuestros formularios:' },
        {
          type: 'list',
          items: [
            {
              term: 'Formularios de contacto',
              text: 'su nombre, correo electrónico y número de teléfono; la dirección de una propiedad, si la agrega; y, en nuestro formulario de contacto completo, su mensaje, si le interesa comprar, vender, ambas cosas o recibir información, y cómo supo de nosotros.',
            },
            {
              term: 'Formulario de suscripción',
              text: 'su nombre, correo electrónico y el tema que le interesa, como comprar una casa, vender, novedades del mercado u oportunidades de inversión.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Cuando usted envía un formulario, nuestro servidor también registra la fecha y la hora, la página de nuestro sitio desde la que lo envió, la cadena de agente de usuario (user-agent) de su navegador y un hash unidireccional con clave de su dirección IP. El hash nos permite reconocer el abuso reiterado de nuestros formularios sin guardar la dirección misma.',
        },
        {
          type: 'table',
          caption: 'Categorías de información personal que recopilamos',
          columns: ['Categoría', 'Qué recopilamos', 'Fuente'],
          rows: [
            ['Identificadores', 'Nombre, correo electrónico, número de teléfono y un hash de la dirección IP', 'Usted, y su navegador cuando envía un formulario'],
            ['Registros de clientes', 'Dirección de la propiedad y el mensaje que usted escribe', 'Usted'],
            ['Información comercial', 'Si desea comprar o vender, los temas que sigue y cómo supo de nosotros', 'Usted'],
            ['Actividad en internet', 'Cadena de agente de usuario del navegador, la página desde la que envió el formulario y la hora del envío', 'Su navegador'],
          ],
        },
        {
          type: 'paragraph',
          text: 'No usamos cookies publicitarias ni herramientas de análisis de terceros. El sitio recuerda si usted eligió el tema claro u oscuro en el almacenamiento local de su navegador; ese ajuste nunca sale de su dispositivo. Los enlaces a proveedores de listados de propiedades y a redes sociales lo llevan a sus sitios, donde se aplican sus propias políticas de privacidad.',
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'Cómo usamos su información',
      blocks: [
        {
          type: 'list',
          items: [
            `Para responder a su consulta y ponerle en contacto con un agente, normalmente en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
            'Para enviarle las novedades a las que se suscribió, hasta que cancele su suscripción.',
            'Para conservar un registro de nuestras comunicaciones y de cualquier transacción posterior, como lo exige la ley de bienes raíces.',
            'Para detectar y prevenir el spam y el abuso de nuestros formularios.',
            'Para cumplir con nuestras obligaciones legales y proteger nuestros derechos y los de otras personas.',
          ],
        },
      ],
    },
    {
      id: 'spam-protection',
      heading: 'Protección contra el spam',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nuestros formularios incluyen un campo oculto que las personas nunca ven ni llenan, pero que los bots automatizados suelen llenar. Un envío que lo llena se marca como spam y se aparta; no lo usamos para contactar a nadie. También limitamos cuántos envíos pueden llegar desde una misma conexión en poco tiempo: para ello, nuestro servidor guarda su dirección IP en memoria solo durante ese breve intervalo y nunca la graba en un medio de almacenamiento.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Cómo compartimos la información',
      blocks: [
        {
          type: 'paragraph',
          text: 'No vendemos su información personal ni la compartimos para publicidad conductual en contextos cruzados. Solo la divulgamos a:',
        },
        {
          type: 'list',
          items: [
            { term: 'Nuestros agentes y personal', text: 'que la necesitan para responderle.' },
            {
              term: 'Proveedores de servicios',
              text: 'que alojan nuestro sitio web y nuestra base de datos o envían a nuestro equipo los avisos de nuevas consultas, bajo contratos que solo les permiten usar la información en nuestro nombre.',
            },
            {
              term: 'Profesionales que usted nos pida incluir',
              text: 'como un prestamista, una compañía de plica (escrow) o una compañía de títulos, solo con su consentimiento.',
            },
            { term: 'Autoridades', text: 'cuando la ley lo exija, o para proteger los derechos, la propiedad o la seguridad de nuestros clientes, de nuestro equipo o de otras personas.' },
            { term: 'Un sucesor', text: 'si nuestra empresa se fusiona o se vende; el sucesor seguirá obligado por esta política respecto de la información que recopilamos.' },
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo la conservamos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Conservamos las consultas y las suscripciones mientras las necesitemos para responderle y enviarle las novedades que solicitó, y después no más de 24 meses desde nuestro último contacto con usted, a menos que nos pida eliminarlas antes. Los registros de una transacción de bienes raíces se conservan durante al menos tres años, como la ley de California lo exige a los corredores de bienes raíces. Los envíos marcados como spam se conservan solo el tiempo necesario para revisarlos y prevenir abusos.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Seguridad',
      blocks: [
        {
          type: 'paragraph',
          text: 'Protegemos su información con conexiones cifradas y controles de acceso, y guardando solo un hash de su dirección IP. Ningún sistema es perfectamente seguro; si alguna vez una violación de la seguridad afecta su información, se lo notificaremos como lo exige la ley.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Sus derechos de privacidad en California',
      blocks: [
        {
          type: 'paragraph',
          text: 'Si usted es residente de California, la Ley de Privacidad del Consumidor de California, enmendada por la Ley de Derechos de Privacidad de California (CCPA/CPRA), le otorga estos derechos:',
        },
        {
          type: 'list',
          items: [
            {
              term: 'Derecho a saber',
              text: 'qué información personal hemos recopilado sobre usted, de dónde proviene, por qué la usamos y con quién la compartimos, y a recibir una copia.',
            },
            { term: 'Derecho a eliminar', text: 'la información personal que recopilamos de usted, con excepciones como los registros que la ley nos exige conservar.' },
            { term: 'Derecho a corregir', text: 'la información personal inexacta que tengamos sobre usted.' },
            {
              term: 'Derecho a optar por no participar en la venta o el intercambio',
              text: 'no vendemos ni compartimos información personal según la definición legal de esos términos, así que no hay nada de lo que deba excluirse; aun así, puede solicitarlo y se lo confirmaremos por escrito.',
            },
            {
              term: 'Derecho a limitar el uso de información personal confidencial',
              text: 'nuestros formularios no piden información personal confidencial, y no usamos ninguna para fines que requieran este derecho.',
            },
            { term: 'Derecho a no ser discriminado', text: 'no le daremos un trato diferente por ejercer cualquiera de estos derechos.' },
          ],
        },
      ],
    },
    {
      id: 'exercising-your-rights',
      heading: 'Cómo ejercer sus derechos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Escríbanos a {email} con el asunto “Solicitud de privacidad” o llame al {phone}. Indíquenos qué derecho desea ejercer y el correo electrónico o el número de teléfono que usó en nuestros formularios, para que podamos encontrar su información y verificar que la solicitud proviene de usted.',
        },
        {
          type: 'paragraph',
          text: 'Confirmamos la recepción en un plazo de 10 días hábiles y respondemos en un plazo de 45 días. Si necesitamos más tiempo, le explicaremos por qué, y podremos tardar hasta 45 días más. Un agente autorizado puede presentar una solicitud en su nombre con su permiso firmado. Para dejar de recibir nuestras novedades, use el enlace para cancelar la suscripción que aparece en cualquiera de nuestros correos o escríbanos.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Menores de edad',
      blocks: [
        {
          type: 'paragraph',
          text: 'Este sitio web no está dirigido a menores de 16 años, y no recopilamos a sabiendas su información personal. Si cree que un menor nos ha enviado información, comuníquese con nosotros y la eliminaremos.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a esta política',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cuando modifiquemos esta política, publicaremos la nueva versión en esta página con una nueva fecha de entrada en vigor. Si el cambio es importante, también lo anunciaremos de forma destacada en el sitio.',
        },
      ],
    },
  ],
};

export const termsOfServiceEs: LegalDocument = {
  slug: 'terms-of-service',
  title: 'Términos de servicio',
  description:
    'Las condiciones de uso de nuestro sitio: información, no una oferta; datos de listados de terceros; vivienda justa, y la ley de California.',
  effectiveDate: '2026-11-01',
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
          text: 'Estos términos se rigen por las leyes del estado de California, sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier controversia sobre ellos o sobre su uso del sitio se resolverá en los tribunales estatales o federales ubicados en el condado de Orange, California.',
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
