/** Spanish texts of the about page (a whole document); the English file holds the numbers, and the figures come from '@pcr/contracts'. */
import { MARKETING_FIGURES, RESPONSE_PROMISE_HOURS, type AboutContent } from '@pcr/contracts';

export const aboutEs: AboutContent = {
  mission: {
    title: 'Asesoría honesta para una de las decisiones más importantes de su vida',
    paragraphs: [
      `{brand} nació en ${MARKETING_FIGURES.founded} de una idea sencilla: comprar o vender una casa debería sentirse como trabajar con un asesor de confianza, no como una simple transacción. Nuestra misión es dar a cada cliente del Condado de Orange y Los Ángeles consejos claros y honestos, y el conocimiento local necesario para decidir con confianza.`,
      'Le decimos cuánto vale de verdad una casa, cómo es en realidad un vecindario y qué dice realmente un contrato, aunque no sea lo que esperaba oír. Después trabajamos a fondo para conseguirle el resultado que busca.',
      `Medimos nuestro éxito por los clientes que regresan y nos recomiendan a sus amigos: ${MARKETING_FIGURES.homesSold} casas vendidas en ${MARKETING_FIGURES.yearsInBusiness} años, con un ${MARKETING_FIGURES.clientSatisfaction} de satisfacción de nuestros clientes.`,
    ],
  },
  values: [
    { title: 'Integridad', description: 'Le damos consejos honestos, aunque no sean lo que esperaba oír, y siempre ponemos sus intereses primero.' },
    { title: 'Excelencia', description: 'Aportamos una preparación cuidadosa, una negociación experta y atención minuciosa a cada detalle de su transacción.' },
    {
      title: 'Enfoque en el cliente',
      description: `Primero escuchamos, le explicamos cada paso y respondemos a cada mensaje en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
    },
    { title: 'Experiencia local', description: 'Vivimos y trabajamos en las comunidades que atendemos y las conocemos calle por calle, escuela por escuela.' },
  ],
  reasons: [
    {
      title: 'Profundo conocimiento local',
      description:
        'Nuestros agentes se especializan en vecindarios concretos del Condado de Orange y Los Ángeles, así que el precio que le recomendamos se basa en ventas locales recientes, no en suposiciones.',
    },
    {
      title: 'Una trayectoria comprobada',
      description: `Con ${MARKETING_FIGURES.homesSold} casas vendidas en ${MARKETING_FIGURES.yearsInBusiness} años, hemos guiado a nuestros clientes en mercados al alza, a la baja y con múltiples ofertas.`,
    },
    {
      title: 'Negociación experta',
      description: 'Desde guerras de ofertas hasta solicitudes de reparación, negociamos con firmeza su precio y sus condiciones, y le explicamos lo que implica cada concesión.',
    },
    {
      title: 'Comunicación clara',
      description: `Siempre sabrá cuál es el siguiente paso: revisamos con usted cada documento y cada plazo, y le respondemos en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
    },
    {
      title: 'Todo un equipo a su lado',
      description: `${MARKETING_FIGURES.professionals} profesionales, entre ellos nuestra división de lujo y nuestros especialistas en compradores de primera vivienda, trabajan juntos para que nada se pase por alto.`,
    },
    {
      title: 'Apoyo más allá de la venta',
      description: 'Nuestra red de confianza de prestamistas, inspectores, agentes de plica (escrow) y contratistas sigue a su disposición mucho después del día del cierre.',
    },
  ],
  timeline: [
    {
      year: MARKETING_FIGURES.founded,
      title: 'Nacimos en la costa',
      description: '{brand} abre sus puertas para atender la costa del Condado de Orange, de Newport Beach a Dana Point.',
    },
    {
      year: 2013,
      title: 'Expansión a Los Ángeles',
      description: 'Abrimos nuestra oficina de Los Ángeles y llevamos el mismo servicio personalizado a Silver Lake, Los Feliz, Pasadena y el Westside.',
    },
    {
      year: 2018,
      title: 'División de lujo',
      description: 'Lanzamos nuestra división de lujo para representar residencias excepcionales, de Beverly Hills a Newport Coast, con un marketing discreto y a la medida.',
    },
    {
      year: 2023,
      title: 'Un equipo de más de 20',
      description: 'Nuestro equipo crece a más de 20 agentes y especialistas en el Condado de Orange y Los Ángeles.',
    },
  ],
};
