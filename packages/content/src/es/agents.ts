/** Spanish texts of the team's cards (job title and bio), keyed by agent id; the English file holds the numbers. */
import type { AgentTexts } from '../translated-texts.js';

export const agentTextsEs: Record<string, AgentTexts> = {
  'ag-001': {
    title: 'Fundadora y corredora principal',
    bio: 'Margaret fundó Pacific Crest Realty en 2008, después de una década vendiendo casas en la costa, desde Newport Beach hasta Dana Point. Construyó la agencia sobre una promesa sencilla: consejos honestos, un profundo conocimiento local y una respuesta en menos de 24 horas. Hoy dirige un equipo de más de veinte profesionales en el Condado de Orange y Los Ángeles.',
  },
  'ag-002': {
    title: 'Agente sénior, propiedades costeras',
    bio: 'Daniel lleva más de doce años representando a compradores y vendedores en Lido Isle, Balboa Island y Corona del Mar. Navegante de toda la vida, sabe qué muelles admiten un barco de 40 pies y qué calles se inundan con las mareas más altas del año, y sus vendedores suelen cerrar por encima del precio de lista.',
  },
  'ag-003': {
    title: 'Directora de la división de lujo',
    bio: 'Sofia creó nuestra división de lujo en 2018 y supervisa la venta de grandes residencias desde Beverly Hills hasta Newport Coast. Combina un marketing discreto, fuera del mercado abierto (off-market), con una red de arquitectos y diseñadores, y habla inglés y español con fluidez.',
  },
  'ag-004': {
    title: 'Especialista en Irvine y el sur del condado',
    bio: 'Kenji creció en Woodbridge y ha ayudado a más de 150 familias a establecerse en Irvine, Tustin y Mission Viejo. Sigue de cerca, comunidad por comunidad, los límites de las zonas escolares, los impuestos especiales Mello-Roos y las reglas de la asociación de propietarios (HOA), para que sus clientes compren sin sorpresas.',
  },
  'ag-005': {
    title: 'Responsable de listados en Los Ángeles',
    bio: 'Rachel se unió a nosotros cuando abrimos la oficina de Los Ángeles en 2013 y hoy dirige los listados en Silver Lake, Los Feliz y Pasadena. Como exfotógrafa de arquitectura, tiene un ojo experto para las casas de mediados de siglo y de estilo Craftsman que distinguen a estos vecindarios.',
  },
  'ag-006': {
    title: 'Agente del comprador',
    bio: 'Marcus representa exclusivamente a compradores, desde primeros condominios en Santa Ana hasta casas familiares en Huntington Beach. Sus clientes valoran su paciencia y su habilidad para redactar ofertas que ganan cuando compiten varias ofertas.',
  },
  'ag-007': {
    title: 'Especialista en reubicación y compradores de primera vivienda',
    bio: 'Hannah ayuda a las familias que se mudan al sur de California a encontrar la ciudad adecuada antes de encontrar la casa adecuada. Dirige nuestros talleres mensuales para compradores de primera vivienda y trabaja de cerca con prestamistas locales en programas de ayuda para el enganche.',
  },
  'ag-008': {
    title: 'Asesor de propiedades de inversión',
    bio: 'Luis asesora a inversionistas sobre dúplex, edificios de cuatro unidades y lotes aptos para unidades de vivienda accesoria (ADU) en todo el Condado de Orange. Corredor con licencia y con experiencia en administración de propiedades, calcula la renta, la tasa de capitalización (cap rate) y los costos de renovación antes de que sus clientes hagan una oferta.',
  },
};
