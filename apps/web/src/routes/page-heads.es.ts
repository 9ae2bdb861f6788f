import { formatCount, formatMillions, formatUsd, MARKETING_FIGURES, RESPONSE_PROMISE_HOURS, type Agent, type CityDetail, type Neighborhood, type Property, type RequestRefusal } from '@pcr/contracts';
import type { DataState } from '@pcr/ui';
import { requestRefusedEs } from '@pcr/ui/i18n/es/request-refused.js';
import { requestRefusedTexts } from '@pcr/ui/pages/RequestRefusedPage/request-refused-texts.js';
import type { PageHead } from '../app/page-head.js';
import { detailHead, type pageHeads } from './page-heads.js';

/**
 * The heads of the Spanish pages (es-US, usted), one per English head: typed against them, so a head
 * missing in one language fails the type check. A name the content gives (a neighborhood, a home's
 * title) stays as its source wrote it until the content speaks Spanish.
 */
export const pageHeadsEs = {
  home: (): PageHead => ({
    title: 'Bienes raíces en el Condado de Orange y Los Ángeles',
    description: 'Pacific Crest Realty: casas en venta, guías de vecindarios y ciudades, y agentes locales en el Condado de Orange y Los Ángeles. Hable hoy con un agente.',
  }),
  about: (): PageHead => ({
    title: 'Nosotros',
    description: `Una agencia inmobiliaria boutique del Condado de Orange y Los Ángeles desde ${MARKETING_FIGURES.founded}: nuestra misión, nuestros valores, por qué nos eligen y nuestra historia.`,
  }),
  contact: (): PageHead => ({
    title: 'Contacto',
    description: `Llame, escriba o envíe un mensaje a nuestros agentes inmobiliarios del Condado de Orange y Los Ángeles. Respondemos en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
  }),
  neighborhoods: (): PageHead => ({
    title: 'Guías de vecindarios',
    description: 'Guías de los vecindarios del Condado de Orange y Los Ángeles: precios promedio, vivienda, estilo de vida, escuelas y transporte, zona por zona.',
  }),
  neighborhood: (state: DataState<Neighborhood>): PageHead =>
    detailHead(
      state,
      { title: 'Guías de vecindarios' },
      {
        title: 'Vecindario no encontrado',
        description: 'No encontramos esta guía de vecindario. Consulte las guías de vecindarios del Condado de Orange y Los Ángeles de Pacific Crest Realty.',
      },
      (hood) => ({
        title: `Guía de ${hood.name}, ${hood.region}`,
        description: `${hood.name}, ${hood.region}: precio promedio de ${formatMillions(hood.averagePrice)}, venta mediana de ${formatUsd(hood.medianSalePrice)}. Vivienda, estilo de vida, escuelas, transporte y casas en venta.`,
        image: hood.imageUrl,
        mainImage: hood.imageUrl,
      }),
    ),
  team: (): PageHead => ({
    title: 'Nuestro equipo',
    description: `Conozca a los ${MARKETING_FIGURES.professionals} agentes y especialistas de nuestro equipo inmobiliario del Condado de Orange y Los Ángeles, encabezado por nuestra fundadora.`,
  }),
  agent: (state: DataState<Agent>): PageHead =>
    detailHead(
      state,
      { title: 'Nuestro equipo' },
      {
        title: 'Agente no encontrado',
        description: 'Este agente no forma parte de nuestro equipo, o ya no. Conozca a los agentes del Condado de Orange y Los Ángeles de Pacific Crest Realty.',
      },
      (agent) => ({
        title: `${agent.name}, agente de bienes raíces`,
        description: `${agent.name}, ${agent.title} en Pacific Crest Realty (DRE n.º ${agent.licenseNumber}): sus casas en venta, idiomas, teléfono y correo electrónico.`,
        image: agent.imageUrl,
        imageAlt: agent.name,
      }),
    ),
  hotListings: (): PageHead => ({
    title: 'Casas destacadas',
    description: 'Las casas en venta más buscadas del Condado de Orange y Los Ángeles en este momento, según el interés de los compradores, de nuestro proveedor de listados.',
  }),
  openHouses: (): PageHead => ({
    title: 'Casas abiertas este fin de semana',
    description: 'Casas abiertas en el Condado de Orange y Los Ángeles: primero las de este fin de semana, luego las de los próximos 14 días, con el horario del Pacífico y un enlace para añadir cada una a su calendario.',
  }),
  cities: (): PageHead => ({
    title: 'Ciudades del Condado de Orange',
    description: 'Guías de las ciudades del Condado de Orange: precio mediano de la vivienda, población, escuelas, atracciones y estilo de vida, ciudad por ciudad.',
  }),
  city: (state: DataState<CityDetail>): PageHead =>
    detailHead(
      state,
      { title: 'Ciudades del Condado de Orange' },
      { title: 'Ciudad no encontrada', description: 'No encontramos esta guía de ciudad. Consulte las guías de ciudades del Condado de Orange de Pacific Crest Realty.' },
      (city) => ({ title: `Guía inmobiliaria de ${city.name}, Condado de Orange`, description: city.metaDescription, image: city.imageUrl, ...(city.imageUrl ? { mainImage: city.imageUrl } : {}) }),
    ),
  properties: (area: string | undefined): PageHead =>
    area
      ? { title: `Casas en venta en ${area}`, description: `Casas en venta en ${area} con Pacific Crest Realty: precio, recámaras, baños y tamaño de un vistazo.` }
      : { title: 'Casas en venta', description: 'Casas en venta con Pacific Crest Realty en el Condado de Orange y Los Ángeles: precio, recámaras, baños y tamaño de un vistazo.' },
  property: (state: DataState<Property>): PageHead =>
    detailHead(state, { title: 'Casas en venta' }, { title: 'Propiedad no encontrada' }, (home) => ({
      title: home.title,
      description: `${home.title} en ${home.location}: ${home.bedrooms} recámaras, ${home.bathrooms} baños, ${formatCount(home.squareFeet)} pies², ${formatUsd(home.price)}.`,
      image: home.imageUrl,
      mainImage: home.photos && home.photos.length > 1 ? home.photos[0]?.url : home.imageUrl,
    })),
  testimonials: (): PageHead => ({
    title: 'Testimonios de clientes',
    description: 'Lo que dicen los compradores y vendedores del Condado de Orange y Los Ángeles sobre trabajar con nuestros agentes.',
  }),
  resources: (): PageHead => ({
    title: 'Recursos para compradores',
    description: 'Guías gratuitas para comprar casa en el Condado de Orange y Los Ángeles: primera vivienda, el proceso de compra, hipotecas, valor de la vivienda y vecindarios.',
  }),
  notFound: (): PageHead => ({ title: 'Página no encontrada', noindex: true }),
  subscriptionConfirmation: (alert?: boolean): PageHead => ({ title: alert ? 'Confirme su alerta' : 'Confirme su suscripción', noindex: true }),
  alertsManage: (): PageHead => ({ title: 'Administre sus alertas', noindex: true }),
  sell: (): PageHead => ({
    title: '¿Cuánto vale mi casa? Valoración gratuita',
    description: `Cuéntenos sobre su casa en el Condado de Orange o Los Ángeles en dos pasos: vea al instante las casas parecidas y reciba el análisis de mercado de un agente local en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
  }),
  sellThanks: (): PageHead => ({ title: 'Gracias: su análisis está en camino', noindex: true }),
  tourRequest: (home?: { title: string }): PageHead => ({
    title: home ? `Solicite una visita: ${home.title}` : 'Solicite una visita',
    description: `Solicite una visita privada${home ? ` de ${home.title}` : ''}, en persona o por video: elija hasta tres horarios y un agente le confirmará uno en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
    noindex: true,
  }),
  tour: (): PageHead => ({ title: 'Su solicitud de visita', noindex: true }),
  unsubscribe: (alert?: boolean): PageHead => ({ title: alert ? 'Detener esta alerta' : 'Cancelar la suscripción', noindex: true }),
  requestRefused: (reason: RequestRefusal): PageHead => ({ title: requestRefusedEs[requestRefusedTexts[reason].title], noindex: true }),
  document: (document: { title: string; description: string }): PageHead => ({ title: document.title, description: document.description }),
} satisfies { [K in keyof typeof pageHeads]: (typeof pageHeads)[K] };
