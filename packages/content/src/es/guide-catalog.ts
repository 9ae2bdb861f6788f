import type { GuideSlug } from '@pcr/contracts';
import type { GuideEntryTexts } from '../translated-texts.js';

/** Spanish titles, descriptions and summaries of the guides; dates and related guides stay in ../guide-catalog.ts. */
export const guideEntryTextsEs: Record<GuideSlug, GuideEntryTexts> = {
  'first-time-buyers': {
    title: 'Guía para comprar su primera casa',
    description:
      'Crédito, deuda-ingreso, préstamos, ofertas, inspecciones y costos de cierre: lo esencial para comprar su primera casa en el Condado de Orange y Los Ángeles.',
    summary:
      'Comprar su primera casa en el sur de California es un gran paso, y prepararse bien da resultados. Esta guía explica qué revisan los prestamistas, qué préstamos convienen a quienes compran por primera vez, cómo funcionan las ofertas y las inspecciones en California y qué debe presupuestar para el cierre.',
    readingMinutes: 10,
  },
  'home-buying-process': {
    title: 'El proceso de compra de una casa, paso a paso',
    description:
      'Los nueve pasos para comprar una casa en California, de la preaprobación a la entrega de llaves, con las dificultades más comunes y un calendario realista.',
    summary:
      'Comprar una casa en California sigue un camino predecible una vez que se conoce. Estos son los nueve pasos, desde su primera conversación con un prestamista hasta el día en que recibe las llaves, las dificultades que más a menudo frenan a los compradores y cuánto suele durar cada etapa.',
    readingMinutes: 6,
  },
  'mortgage-guide': {
    title: 'Guía hipotecaria para compradores en California',
    description:
      'Tipos de préstamo, tasa fija o ajustable, enganche, qué determina su tasa, preaprobación y costos de cierre, explicados para compradores en California.',
    summary:
      'Su préstamo hipotecario probablemente sea el mayor compromiso financiero que asuma, y las pequeñas diferencias de tasa y condiciones se acumulan a lo largo de décadas. Esta guía explica los tipos de préstamo disponibles en California, cómo funcionan las tasas fijas y ajustables, cuánto dar de enganche, qué hace variar su tasa y qué esperar en el cierre.',
    readingMinutes: 7,
  },
  'home-value-tips': {
    title: 'Valor de su vivienda y consejos de inversión',
    description:
      'Qué impulsa el valor de las casas en el Condado de Orange y Los Ángeles, qué mejoras se recuperan y cómo ver los bienes raíces como inversión a largo plazo.',
    summary:
      'Ya sea que piense vender la próxima primavera o conservar su casa veinte años, las decisiones que tome como propietario determinan lo que vale. Esto es lo que realmente impulsa el valor en el sur de California, qué mejoras suelen recuperarse y cómo abordar una propiedad como inversión.',
    readingMinutes: 6,
  },
  'neighborhood-guide': {
    title: 'Guía de vecindarios del Condado de Orange y Los Ángeles',
    description:
      'Cómo elegir un vecindario y una introducción a las zonas del Condado de Orange y Los Ángeles donde trabajamos, de Newport Beach e Irvine a Silver Lake.',
    summary:
      'El Condado de Orange y Los Ángeles ofrecen formas de vivir muy distintas a menos de una hora de distancia. Esta guía explica qué tener en cuenta al elegir una zona y luego presenta los vecindarios que mejor conocemos: por qué se conoce cada uno y a quién le conviene.',
    readingMinutes: 6,
  },
};
