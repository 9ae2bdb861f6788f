/** The agency's figures and the way to its story (es-US): on the home, about and team pages. */
export const agencyEs = {
  'About Us': 'Sobre nosotros',
  'Since {year}': 'Desde {year}',
  'Years of experience': 'Años de experiencia',
  'Homes sold': 'Casas vendidas',
  'Client satisfaction': 'Satisfacción de clientes',
} as const;
