import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hotListings } from '@pcr/content';
import { expectDarkTheme, expectFitsScreen, asMlsListings, mobileViewport, narrowViewport, PageShell, storyIdentity } from '../../../stories-support/story-helpers.js';
import { HotListingsPage } from './HotListingsPage.js';

const mlsStoryListings = asMlsListings(hotListings.slice(0, 3));

/** /hot-listings: the external provider's listings, with the error of spec section 8 when it is down. */
const meta = {
  title: 'Pages/HotListingsPage',
  component: HotListingsPage,
  args: { listings: { status: 'loaded', data: hotListings }, identity: storyIdentity },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/hot-listings">
      <HotListingsPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof HotListingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getAllByRole('article')).toHaveLength(hotListings.length);
    await expect(within(main).getAllByRole('link', { name: /\(opens in a new tab\)$/ })[0]).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(hotListings[0]!.id)));
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Hot Listings' })).toHaveAttribute('aria-current', 'page');
    await expect(within(within(main).getAllByRole('article')[0]!).getByText('Listing courtesy of Laguna Coast Properties')).toBeVisible();
    // The bundled sample is no MLS's data: no disclaimer.
    await expect(within(main).queryByTestId('mls-disclaimer')).toBeNull();
  },
};

/** Listings from an MLS (RESO_URL): photos, each card's office, and the MLS's disclaimer with the data's time under them. */
export const FromMls: Story = {
  args: { listings: { status: 'loaded', data: mlsStoryListings } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const cards = within(main).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0]!).getByRole('img', { name: 'Front of Spanish Revival with Canyon Views, Laguna Beach' })).toHaveAttribute('loading', 'eager');
    await expect(within(cards[2]!).getByText('Listing courtesy of Harbor & Bluff Realty')).toBeVisible();
    await expect(within(main).getByTestId('mls-disclaimer')).toHaveTextContent(
      "Listing information is provided by the multiple listing service for consumers' personal, non-commercial use. It is deemed reliable but is not guaranteed. Listing data last updated November 24, 2026 at 10:00 AM PST.",
    );
  },
};

export const Loading: Story = {
  args: { listings: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="hot-listing-card-skeleton"]')).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Loading/);
  },
};

export const Empty: Story = {
  args: { listings: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'No hot listings right now' })).toBeVisible();
    await expect(within(main).queryAllByRole('article')).toHaveLength(0);
    await expect(within(main).queryByRole('alert')).toBeNull();
  },
};

/** The listing provider is down (the API answers 502). */
export const Error: Story = {
  args: { listings: { status: 'error', message: '502: {"message":"The listing provider is unavailable."}' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Unable to Load Hot Listings' })).toBeVisible();
    await expect(alert).toHaveTextContent("We're having trouble connecting to the listing provider API. Please try again later.");
    await expect(within(alert).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvas.getByRole('main')).getAllByRole('article')).toHaveLength(hotListings.length);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};

/** In Spanish on the narrowest phone, from an MLS: the page, each card's office and days on market, and the disclaimer's date in Spanish; nothing wider than the screen. */
export const SpanishNarrow: Story = {
  args: { listings: { status: 'loaded', data: mlsStoryListings } },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Propiedades destacadas');
    await expect(within(main).getByText('Las casas que más interés despiertan esta semana, con cuánto interés genera cada una y cuánto tiempo lleva en el mercado.')).toBeVisible();
    const cards = within(main).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]!).toHaveTextContent('3 días en el mercado');
    await expect(within(cards[2]!).getByText('Listado por cortesía de Harbor & Bluff Realty')).toBeVisible();
    const disclaimer = within(main).getByTestId('mls-disclaimer');
    await expect(disclaimer).toHaveTextContent('Datos de las propiedades actualizados el 24 de noviembre de 2026, 10:00 a. m. PST.');
    await expect(within(disclaimer).getByText('24 de noviembre de 2026, 10:00 a. m. PST')).toHaveAttribute('datetime', '2026-11-24T18:00:00.000Z');
    await expectFitsScreen(canvasElement);
  },
};

/** The listing provider is down, in Spanish: the spec's error (section 8) in Spanish, with its way to the contact page. */
export const SpanishError: Story = {
  args: { listings: { status: 'error', message: '502: {"message":"The listing provider is unavailable."}' } },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'No se pudieron cargar las propiedades destacadas' })).toBeVisible();
    await expect(alert).toHaveTextContent('Tenemos problemas para conectarnos con el proveedor de propiedades. Inténtelo de nuevo más tarde.');
    await expect(within(alert).getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contact');
    await expectFitsScreen(canvasElement);
  },
};
