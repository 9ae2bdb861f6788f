/** The agency's figures, its license number and the way to its story (es-US): on the home, about and team pages, and in the footer. */
export const agencyEs = {
  'About Us': 'Sobre nosotros',
  'Since {year}': 'Desde {year}',
  'Years of experience': 'Años de experiencia',
  'Homes sold': 'Casas vendidas',
  'Client satisfaction': 'Satisfacción de clientes',
  // A license number (the agency's in the footer, an agent's on their card and beside "Listed by")
  'DRE #{number}': 'DRE n.º {number}',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    agency: typeof agencyEs;
  }
}
