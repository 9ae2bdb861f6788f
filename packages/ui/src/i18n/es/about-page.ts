/** /about (es-US, usted): its template; the agency's story is translated whole in @pcr/content (src/es/about.ts). */
export const aboutPageEs = {
  'Local Roots, ': 'Raíces locales, ',
  Coastal: 'experiencia',
  ' Expertise': ' en la costa',
  'A boutique agency with the reach of a full team, helping buyers and sellers across Orange County and Los Angeles since {year}.':
    'Una agencia boutique con el alcance de un gran equipo, que ayuda a compradores y vendedores en el Condado de Orange y Los Ángeles desde {year}.',
  Professionals: 'Profesionales',
  'Our Mission': 'Nuestra misión',
  'What guides us': 'Lo que nos guía',
  // "Our Values" and "Our Story" share "Our ": plural in Spanish for both ("Nuestros valores", "Nuestros hitos").
  'Our ': 'Nuestros ',
  Values: 'valores',
  Story: 'hitos',
  'The difference': 'La diferencia',
  'Why Choose ': 'Por qué ',
  Us: 'elegirnos',
  'A boutique agency’s attention with the reach of a full team: here is what that means when you buy or sell with us.':
    'La atención de una agencia boutique con el alcance de un gran equipo: esto es lo que significa cuando compra o vende con nosotros.',
  'Let’s talk': 'Hablemos',
  'Ready to write your next chapter?': '¿Comenzamos su próximo capítulo?',
  'View Properties': 'Ver propiedades',
  'Tell us what you are looking for, or browse the homes we represent. We reply to every message within {hours} hours.':
    'Cuéntenos qué busca o vea las casas que representamos. Respondemos cada mensaje en menos de {hours} horas.',
  // Its head (title and description, routes/route-table.ts).
  'A boutique Orange County and Los Angeles real estate agency since {founded}: our mission, our values, why clients choose us and our story.':
    'Una agencia inmobiliaria boutique del Condado de Orange y Los Ángeles desde {founded}: nuestra misión, nuestros valores, por qué nos eligen y nuestra historia.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    aboutPage: typeof aboutPageEs;
  }
}
