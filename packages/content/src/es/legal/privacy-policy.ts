import { RESPONSE_PROMISE_HOURS, type LegalDocument } from '@pcr/contracts';
import { LEGAL_EFFECTIVE_DATE } from '../../legal/effective-date.js';

/** The privacy policy in Spanish: a courtesy translation (the English version governs; the page says so). */
export const privacyPolicyEs: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Política de privacidad',
  description:
    'Cómo recopilamos, usamos, compartimos y protegemos la información que nos envía por nuestros formularios, y sus derechos como residente de California.',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
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
            {
              term: 'Alertas de casas',
              text: 'su correo electrónico, la búsqueda o la casa que desea seguir, con qué frecuencia desea recibir noticias y de qué casas y cambios ya le hemos escrito.',
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
            'Para enviarle las novedades a las que se suscribió, una vez que confirme su dirección, hasta que cancele su suscripción.',
            'Para enviarle por correo las casas que coinciden con sus alertas, una vez que confirme su dirección, hasta que detenga la alerta. Cada correo de alerta incluye un enlace para detener esa alerta con un clic y otro para cambiar, pausar o eliminar todas sus alertas, sin necesidad de una cuenta. Si el servidor de correo rechaza nuestros mensajes de forma definitiva, dejamos de escribir a esa dirección.',
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
          text: 'Conservamos las consultas y las suscripciones mientras las necesitemos para responderle y enviarle las novedades que solicitó, y después no más de 24 meses desde nuestro último contacto con usted, a menos que nos pida eliminarlas antes. Los registros de una transacción de bienes raíces se conservan durante al menos tres años, como la ley de California lo exige a los corredores de bienes raíces. Los envíos marcados como spam se conservan solo el tiempo necesario para revisarlos y prevenir abusos. Una suscripción o alerta de casas que no se confirma desde el correo que enviamos a su dirección en un plazo de 7 días se elimina.',
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
          text: 'Confirmamos la recepción en un plazo de 10 días hábiles y respondemos en un plazo de 45 días. Si necesitamos más tiempo, le explicaremos por qué, y podremos tardar hasta 45 días más. Un agente autorizado puede presentar una solicitud en su nombre con su permiso firmado. Para dejar de recibir nuestras novedades o alertas, use el enlace para cancelar la suscripción o detener la alerta que aparece en cualquiera de nuestros correos o escríbanos.',
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
