import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Property } from '@pcr/contracts';
import { findProperty } from '@pcr/content';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import { storyAttribution, storyPhotoUrl } from '../../../stories-support/story-helpers.js';
import type { AlertHome, LeadEmail, RenderedEmail } from '../render.js';
import { AlertDigestEmail } from './AlertDigestEmail.js';

/**
 * An alert's e-mail: one card per home that changed (photo, change, price, facts, place, listing
 * office), then the MLS's disclaimer with the data's time, how often it comes, and the links to
 * manage every alert or stop this one; the agency's postal address is the frame's.
 */
const meta = {
  title: 'Emails/AlertDigestEmail',
  component: AlertDigestEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof AlertDigestEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A home of the shared fixtures, its photo on the Storybook's origin (tests run offline; an e-mail's photos are absolute). */
function fixture(id: string, mls: boolean): Property {
  const property = findProperty(id);
  if (!property) throw new Error(`fixtures: no home ${id}`);
  // As the MLS copy sends it: the listing office and the MLS's attribution.
  const fromMls = mls ? { listOfficeName: 'Pacific Crest Realty', attribution: storyAttribution } : {};
  return { ...property, imageUrl: storyPhotoUrl(property.imageUrl), ...fromMls };
}

const homePage = (id: string, prefix = '') => `${storySiteUrl}${prefix}/properties/${id}`;

/** Irvine's three homes: one new, one with a lower price, one back on the market (the fixture has it pending: now for sale again). */
const searchHomes = (prefix = ''): AlertHome[] => [
  { property: fixture('pcr-1003', true), change: { kind: 'new' }, url: homePage('pcr-1003', prefix) },
  { property: fixture('pcr-1004', true), change: { kind: 'price_drop', previousPrice: 1_714_000 }, url: homePage('pcr-1004', prefix) },
  { property: { ...fixture('pcr-1005', false), status: 'For Sale' }, change: { kind: 'back_on_market' }, url: homePage('pcr-1005', prefix) },
];

const lead = '7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23';
const links = (prefix = '') => ({
  manageUrl: `${storySiteUrl}${prefix}/alerts/manage?lead=${lead}&token=example-manage-token`,
  unsubscribeUrl: `${storySiteUrl}${prefix}/alerts/stop?alert=0b6f5a52-3c1d-4e8f-9a7b-2d4c6e8f0a13&token=example-token`,
});
const dataAsOf = '2026-11-24T18:05:00.000Z';

const searchAlert = {
  template: 'alert-digest',
  topic: { kind: 'search', search: { city: 'irvine', minPrice: 1_000_000, maxPrice: 2_500_000, minBeds: 4 }, areaName: 'Irvine' },
  frequency: 'instant',
  homes: searchHomes(),
  ...links(),
  dataAsOf,
  language: 'en',
} satisfies LeadEmail;

const searchAlertInSpanish = { ...searchAlert, homes: searchHomes('/es'), ...links('/es'), language: 'es' } satisfies LeadEmail;

const pendingHome = fixture('pcr-1013', true);
const homeAlert = {
  template: 'alert-digest',
  topic: { kind: 'home', title: pendingHome.title, url: homePage('pcr-1013') },
  frequency: 'daily',
  homes: [{ property: pendingHome, change: { kind: 'pending' }, url: homePage('pcr-1013') }],
  ...links(),
  dataAsOf,
  language: 'en',
} satisfies LeadEmail;

const homeAlertInSpanish = {
  ...homeAlert,
  topic: { ...homeAlert.topic, url: homePage('pcr-1013', '/es') },
  homes: [{ property: pendingHome, change: { kind: 'pending' }, url: homePage('pcr-1013', '/es') }],
  ...links('/es'),
  language: 'es',
} satisfies LeadEmail;

/** A home's new open house (issue 48): Saturday November 28, 2026, 1 to 4 p.m. in California. */
const openHouseHome = fixture('pcr-1003', true);
const openHouseAlert = {
  ...homeAlert,
  topic: { kind: 'home', title: openHouseHome.title, url: homePage('pcr-1003', '/es') },
  homes: [
    {
      property: openHouseHome,
      change: { kind: 'open_house', openHouse: { startsAt: '2026-11-28T21:00:00.000Z', endsAt: '2026-11-29T00:00:00.000Z' } },
      url: homePage('pcr-1003', '/es'),
    },
  ],
  ...links('/es'),
  language: 'es',
} satisfies LeadEmail;

const htmlPart = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'HTML part' }));

/** Every link to a home (its photo's and its title's) goes to its page. */
async function expectHomeLinks(canvasElement: HTMLElement, title: string, href: string) {
  const homeLinks = htmlPart(canvasElement).getAllByRole('link', { name: title });
  await expect(homeLinks).toHaveLength(2);
  for (const link of homeLinks) await expect(link).toHaveAttribute('href', href);
  await expect(htmlPart(canvasElement).getByRole('img', { name: title })).toBeVisible();
}

/** What a search alert with Irvine's three homes says, in English (also the dark story's checks). */
async function expectSearchAlertInEnglish(canvasElement: HTMLElement) {
  await expect(within(canvasElement).getByText('Subject: 3 homes for your search')).toBeVisible();
  await expect(htmlPart(canvasElement).getByRole('heading', { level: 1, name: '3 homes for your search' })).toBeVisible();
  await expectInBothParts(canvasElement, 'New and changed homes for your search: Homes in Irvine · $1,000,000–$2,500,000 · 4+ beds');
  for (const text of ['New', '$1,425,000', '4 beds · 3 baths · 2,310 sq ft', 'Woodbridge, Irvine, CA']) await expectInBothParts(canvasElement, text);
  for (const text of ['Price cut $25,000', '$1,689,000', '4 beds · 3.5 baths · 2,780 sq ft']) await expectInBothParts(canvasElement, text);
  for (const text of ['Back on market', '$2,150,000', '5 beds · 4 baths']) await expectInBothParts(canvasElement, text);
  await expectHomeLinks(canvasElement, 'Woodbridge Lakeside Retreat', `${storySiteUrl}/properties/pcr-1003`);
  await expectHomeLinks(canvasElement, 'Great Park Modern Farmhouse', `${storySiteUrl}/properties/pcr-1004`);
  await expectHomeLinks(canvasElement, 'Turtle Rock Contemporary with Canyon Views', `${storySiteUrl}/properties/pcr-1005`);
  // The MLS's two homes name their office; the agency's own (no MLS) does not.
  await expect(htmlPart(canvasElement).getAllByText('Listing courtesy of Pacific Crest Realty')).toHaveLength(2);
  await expectInBothParts(canvasElement, `${storyAttribution.disclaimer} Listing data last updated November 24, 2026 at 10:00 AM PST.`);
  await expectInBothParts(canvasElement, 'Prices and statuses as of November 24, 2026 at 10:05 AM PST.');
  await expectInBothParts(canvasElement, 'How often: As soon as they appear, at most one e-mail every 15 minutes.');
  await expectInBothParts(canvasElement, 'Change how often this alert comes, pause it, or delete all your alerts:');
  await expect(htmlPart(canvasElement).getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', searchAlert.manageUrl);
  await expectInBothParts(canvasElement, 'No longer interested? One click ends this alert:');
  await expect(htmlPart(canvasElement).getByRole('link', { name: 'Stop this alert' })).toHaveAttribute('href', searchAlert.unsubscribeUrl);
  await expectInBothParts(canvasElement, 'Pacific Crest Realty · DRE #02154879 · 4040 MacArthur Boulevard, Suite 210, Newport Beach, CA 92660');
  await expectInBothParts(canvasElement, `You received this e-mail because this address asked for home alerts at ${storySiteUrl} and confirmed them.`);
}

/** A search's alert with three homes: new, with a lower price, back on the market. */
export const SearchAlert: Story = {
  args: { ...searchAlert, ...storyContext },
  loaders: [loadEmail(searchAlert)],
  play: async ({ canvasElement }) => expectSearchAlertInEnglish(canvasElement),
};

/** The same alert asked from a Spanish page: Spanish texts and dates, its links to the Spanish pages; titles and the MLS's disclaimer as written (marked English). */
export const SearchAlertInSpanish: Story = {
  args: { ...searchAlertInSpanish, ...storyContext },
  loaders: [loadEmail(searchAlertInSpanish)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: 3 casas para su búsqueda')).toBeVisible();
    await expectInBothParts(canvasElement, 'Casas nuevas o con cambios para su búsqueda: Casas en Irvine · $1,000,000–$2,500,000 · 4+ recámaras');
    for (const text of ['Nueva', '4 recámaras · 3 baños · 2,310 pies²', 'Rebaja de $25,000', '4 recámaras · 3.5 baños · 2,780 pies²', 'De nuevo en venta']) {
      await expectInBothParts(canvasElement, text);
    }
    await expectHomeLinks(canvasElement, 'Woodbridge Lakeside Retreat', `${storySiteUrl}/es/properties/pcr-1003`);
    await expect(htmlPart(canvasElement).getAllByRole('link', { name: 'Woodbridge Lakeside Retreat' })[1]).toHaveAttribute('lang', 'en');
    await expect(htmlPart(canvasElement).getAllByText('Listado por cortesía de Pacific Crest Realty')).toHaveLength(2);
    await expectInBothParts(canvasElement, 'Datos de las propiedades actualizados el 24 de noviembre de 2026, 10:00 a. m. PST.');
    await expect(htmlPart(canvasElement).getByText(storyAttribution.disclaimer)).toHaveAttribute('lang', 'en');
    await expectInBothParts(canvasElement, 'Precios y estados al 24 de noviembre de 2026, 10:05 a. m. PST.');
    await expectInBothParts(canvasElement, 'Frecuencia: En cuanto aparezcan, como máximo un correo cada 15 minutos.');
    await expect(htmlPart(canvasElement).getByRole('link', { name: 'Administrar sus alertas' })).toHaveAttribute('href', searchAlertInSpanish.manageUrl);
    await expect(htmlPart(canvasElement).getByRole('link', { name: 'Detener esta alerta' })).toHaveAttribute('href', searchAlertInSpanish.unsubscribeUrl);
    await expectInBothParts(canvasElement, `Recibió este correo porque se pidieron alertas de casas para esta dirección en ${storySiteUrl} y se confirmaron.`);
  },
};

/** One home's alert: it went pending. The subject names the change and the home. */
export const HomeAlert: Story = {
  args: { ...homeAlert, ...storyContext },
  loaders: [loadEmail(homeAlert)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pending: Spanish Bungalow near the Reservoir')).toBeVisible();
    await expectInBothParts(canvasElement, 'News about the home you follow:');
    for (const text of ['Pending', '$1,549,000', 'Silver Lake, Los Angeles, CA', 'Listing courtesy of Pacific Crest Realty']) await expectInBothParts(canvasElement, text);
    await expectHomeLinks(canvasElement, 'Spanish Bungalow near the Reservoir', `${storySiteUrl}/properties/pcr-1013`);
    await expectInBothParts(canvasElement, 'How often: Once a day, around 7 a.m. Pacific time.');
    await expect(htmlPart(canvasElement).getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', homeAlert.manageUrl);
    await expect(htmlPart(canvasElement).getByRole('link', { name: 'Stop this alert' })).toHaveAttribute('href', homeAlert.unsubscribeUrl);
  },
};

export const HomeAlertInSpanish: Story = {
  args: { ...homeAlertInSpanish, ...storyContext },
  loaders: [loadEmail(homeAlertInSpanish)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pendiente: Spanish Bungalow near the Reservoir')).toBeVisible();
    await expectInBothParts(canvasElement, 'Novedades de la casa que sigue:');
    for (const text of ['Pendiente', '$1,549,000', 'Listado por cortesía de Pacific Crest Realty']) await expectInBothParts(canvasElement, text);
    await expectHomeLinks(canvasElement, 'Spanish Bungalow near the Reservoir', `${storySiteUrl}/es/properties/pcr-1013`);
    await expectInBothParts(canvasElement, 'Frecuencia: Una vez al día, hacia las 7 a. m., hora del Pacífico.');
    await expect(htmlPart(canvasElement).getByRole('link', { name: 'Detener esta alerta' })).toHaveAttribute('href', homeAlertInSpanish.unsubscribeUrl);
  },
};

/** A new open house of the home followed, on a Spanish alert: when it is, in Spanish and Pacific time. */
export const OpenHouseInSpanish: Story = {
  args: { ...openHouseAlert, ...storyContext },
  loaders: [loadEmail(openHouseAlert)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Casa abierta: Woodbridge Lakeside Retreat')).toBeVisible();
    await expectInBothParts(canvasElement, 'Casa abierta el sábado, 28 de noviembre, de 1:00 p. m. a 4:00 p. m. PST');
    await expectHomeLinks(canvasElement, 'Woodbridge Lakeside Retreat', `${storySiteUrl}/es/properties/pcr-1003`);
  },
};

/**
 * In a mail client in dark mode that honours the e-mail's dark rules (Apple Mail): the dark theme's
 * colours, every text still readable (axe checks the contrast).
 */
export const SearchAlertInDarkClient: Story = {
  args: { ...searchAlert, ...storyContext },
  globals: { theme: 'dark' },
  loaders: [loadEmail(searchAlert)],
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} dark />,
  play: async ({ canvasElement }) => {
    await expectSearchAlertInEnglish(canvasElement);
    const heading = htmlPart(canvasElement).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).color).toBe('rgb(244, 239, 230)');
    await expect(getComputedStyle(heading.closest('table.pcr-surface') ?? heading).backgroundColor).toBe('rgb(19, 34, 58)');
    await expect(getComputedStyle(htmlPart(canvasElement).getByRole('link', { name: 'Stop this alert' })).color).toBe('rgb(141, 195, 230)');
  },
};
