import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatUsd} from '@pcr/contracts';
import { neighborhoods, properties } from '@pcr/content';
import { expectMlsDisplayRules } from '../../../stories-support/mls-story-helpers.js';
import { expectDarkTheme, mobileViewport, narrowViewport, PageShell, storyAttribution, storyIdentity } from '../../../stories-support/story-helpers.js';
import { AlertForm } from '../../forms/AlertForm/AlertForm.js';
import { PropertiesPage } from './PropertiesPage.js';

const irvine = neighborhoods.find((n) => n.slug === 'irvine')!;
const emptyNeighborhood = neighborhoods.find((n) => !properties.some((p) => p.neighborhood === n.slug))!;
const noSearch = { values: {}, neighborhoods: { status: 'loaded', data: neighborhoods } } as const;
/** city=los-angeles&minBeds=3&sort=price-asc, as the server answers it: Silver Lake and Los Feliz homes with 3+ bedrooms, cheapest first. */
const losAngelesThreeBeds = ['pcr-1012', 'pcr-1019'].map((id) => properties.find((p) => p.id === id)!);
const losAngelesThreeBedsSearch = { city: 'los-angeles', minBeds: '3', sort: 'price-asc' };
/** Our homes as the MLS sends them (RESO_OFFICE_ID): the listing office and the MLS's attribution on each. */
const fromMls = properties.slice(0, 3).map((p) => ({ ...p, listOfficeName: 'Pacific Crest Realty', attribution: storyAttribution }));

/** The search's alerts under the list, as the app passes them (its search: the address's filters without the order). */
const alertFor = (search: string, page = '/properties') => (
  <AlertForm subject={{ kind: 'search', search }} page={page} identity={storyIdentity} onSubmit={fn(async () => undefined)} />
);

/** The alert form comes after the list of homes (and its disclaimer): on a phone the homes come first. */
async function expectAlertsUnderList(canvas: ReturnType<typeof within>) {
  const main = within(canvas.getByRole('main'));
  const heading = main.getByRole('heading', { level: 2, name: 'Get alerts for this search' });
  await expect(main.getByRole('form', { name: 'Get alerts for this search' })).toBeVisible();
  const cards = main.queryAllByRole('article');
  const last = cards.at(-1);
  if (last) await expect(heading.getBoundingClientRect().top).toBeGreaterThan(last.getBoundingClientRect().bottom);
}

/** Opens the phones' filter sheet with its button; the sheet is drawn over the page (a portal in <body>). */
async function openFilters(button: HTMLElement) {
  await userEvent.click(button);
  const sheet = await screen.findByRole('dialog', { name: /^(Filters|Filtros)$/ });
  await expect(sheet).toHaveAttribute('aria-modal', 'true');
  return within(sheet);
}

/** The sheet has closed and given the focus back to its button. */
async function expectClosedBackTo(button: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(button).toHaveFocus();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

/** /properties and /properties?neighborhood={slug}: the homes we list, all or of one neighborhood. */
const meta = {
  title: 'Pages/PropertiesPage',
  component: PropertiesPage,
  args: { properties: { status: 'loaded', data: properties }, search: noSearch, alertForm: alertFor('') },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/properties">
      <PropertiesPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof PropertiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvas.getByRole('main')).getAllByRole('article')).toHaveLength(properties.length);
    await expect(canvas.getByText(formatUsd(properties[0]!.price))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('20 homes listed');
    await expect(canvas.getByRole('heading', { level: 2, name: 'All properties' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Clear filters' })).toBeNull();
    // Bundled homes are no MLS's: no office lines, no disclaimer.
    await expect(canvas.queryByText(/Listing courtesy of/)).toBeNull();
    await expect(canvas.queryByTestId('mls-disclaimer')).toBeNull();
    // E-mail alerts about every home listed (no filters: an empty search), under the list.
    await expectAlertsUnderList(canvas);
    await expect(canvasElement.querySelector('input[type="hidden"][name="search"]')).toHaveValue('');
  },
};

/** Our homes from the MLS: each card names the listing office, and the MLS's disclaimer with the data's time is under the list. */
export const FromMls: Story = {
  args: { properties: { status: 'loaded', data: fromMls } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 homes listed');
    const disclaimer = await expectMlsDisplayRules(canvas.getByRole('main'), {
      cards: 3,
      courtesy: 'Listing courtesy of Pacific Crest Realty',
      disclaimer: "Listing information is provided by the multiple listing service for consumers' personal, non-commercial use. It is deemed reliable but is not guaranteed. Listing data last updated November 24, 2026 at 10:00 AM PST.",
    });
    await expect(within(disclaimer).getByText('November 24, 2026 at 10:00 AM PST')).toHaveAttribute('datetime', '2026-11-24T18:00:00.000Z');
    // Once, under the list, not on each card.
    await expect(main.getAllByText(/Listing data last updated/)).toHaveLength(1);
    await expect(disclaimer.closest('ul, article')).toBeNull();
    // The search's alerts come after it.
    await expect(main.getByRole('heading', { level: 2, name: 'Get alerts for this search' }).getBoundingClientRect().top).toBeGreaterThan(
      disclaimer.getBoundingClientRect().bottom,
    );
  },
};

/** Some filters from a shared address: the form shows them, the count says how many match, the heading names the city. */
export const SomeFilters: Story = {
  args: {
    properties: { status: 'loaded', data: losAngelesThreeBeds },
    area: { kind: 'city', name: { status: 'loaded', data: 'Los Angeles' } },
    search: { ...noSearch, values: losAngelesThreeBedsSearch, onSearch: fn() },
    alertForm: alertFor('city=los-angeles&minBeds=3', '/properties?city=los-angeles&minBeds=3&sort=price-asc'),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Showing homes in Los Angeles' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 homes match these filters');
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('article')).toHaveLength(2);
    await expect(main.getByRole('heading', { level: 3, name: 'Mid-Century Modern Hillside Home' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Los Angeles');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: low to high');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/properties');
    // From tablets up the form is inline: no Filters button.
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
    // The app takes the submit and moves the address (the page does not load again).
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bathrooms' }), '3+');
    await userEvent.click(canvas.getByRole('button', { name: 'Show homes' }));
    await expect(args.search.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.search.onSearch).toHaveBeenCalledWith('city=los-angeles&minBeds=3&minBaths=3&sort=price-asc');
    // The alert follows the address's filters, not its order.
    await expectAlertsUnderList(canvas);
    await expect(canvasElement.querySelector('input[type="hidden"][name="search"]')).toHaveValue('city=los-angeles&minBeds=3');
  },
};

/** Filters nothing matches: said in the count, and the empty state offers to clear them. */
export const NoResults: Story = {
  args: {
    properties: { status: 'loaded', data: [] },
    search: { ...noSearch, values: { minPrice: '4000000', type: 'townhouse' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Homes for Sale' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 homes match these filters');
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { name: 'No homes match these filters' })).toBeVisible();
    await expect(main.getByText('Try a wider price range or fewer filters, or clear them to see every home.')).toBeVisible();
    // One in the form, one in the empty state: both lead to every home.
    const clear = main.getAllByRole('link', { name: 'Clear filters' });
    await expect(clear).toHaveLength(2);
    for (const link of clear) await expect(link).toHaveAttribute('href', '/properties');
  },
};

/** A wrong value in the address: left out of the search, and the form says why. */
export const InvalidFilter: Story = {
  args: {
    properties: { status: 'loaded', data: properties.filter((p) => p.price >= 3_000_000) },
    search: {
      ...noSearch,
      values: { minPrice: '3000000', maxPrice: '1000000' },
      issues: [{ path: 'maxPrice', message: 'The maximum price cannot be below the minimum price.' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Max price (USD)' })).toHaveAccessibleDescription('The maximum price cannot be below the minimum price.');
    await expect(canvas.getByRole('status')).toHaveTextContent('6 homes match these filters');
  },
};

export const OfANeighborhood: Story = {
  args: {
    properties: { status: 'loaded', data: properties.filter((p) => p.neighborhood === irvine.slug) },
    area: { kind: 'neighborhood', name: { status: 'loaded', data: irvine.name } },
    search: { ...noSearch, values: { neighborhood: irvine.slug } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `Showing homes in ${irvine.name}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all properties' })).toHaveAttribute('href', '/properties');
  },
};

/** The filter's name is still loading: a placeholder of a name's size, never the raw slug. */
export const NeighborhoodNameLoading: Story = {
  args: {
    properties: { status: 'loaded', data: properties.filter((p) => p.neighborhood === 'irvine') },
    area: { kind: 'neighborhood', name: { status: 'loading' } },
    search: { ...noSearch, values: { neighborhood: 'irvine' } },
  },
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1 });
    await expect(h1).toHaveTextContent(/^Showing homes in$/);
    await expect(h1.querySelectorAll('[data-skeleton]')).toHaveLength(1);
    await expect(canvas.queryByText(/\birvine\b/)).toBeNull();
  },
};

/** An unknown `?neighborhood=`: nothing is named after it, and the way back to every home is offered. */
export const UnknownNeighborhood: Story = {
  args: {
    properties: { status: 'loaded', data: [] },
    area: { kind: 'neighborhood', name: { status: 'error', message: '404: {"message":"Neighborhood not found."}' } },
    search: { ...noSearch, values: { neighborhood: 'atlantis' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Homes for Sale' })).toBeVisible();
    await expect(canvas.getByText("We couldn't find that neighborhood.", { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all properties' })).toHaveAttribute('href', '/properties');
    await expect(canvas.queryByText(/atlantis/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { properties: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="property-card-skeleton"]')).toHaveLength(3);
    // The count waits for the answer: nothing is announced but the section's own "Loading properties…".
    await expect(canvasElement.querySelector('[data-testid="result-count"]')).toHaveTextContent(/^$/);
  },
};

export const Empty: Story = {
  args: {
    properties: { status: 'loaded', data: [] },
    area: { kind: 'neighborhood', name: { status: 'loaded', data: emptyNeighborhood.name } },
    search: { ...noSearch, values: { neighborhood: emptyNeighborhood.slug } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: `No homes listed in ${emptyNeighborhood.name} right now` })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

export const Error: Story = {
  args: { properties: { status: 'error', message: '503: Service Unavailable' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: "We couldn't load our properties" })).toBeVisible();
    await expect(alert).toHaveTextContent('503: Service Unavailable');
    await expect(within(alert).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

/** A phone: the homes come first, the form waits behind "Filters (2)" (city and bedrooms; the order is no filter). */
export const Mobile: Story = {
  args: SomeFilters.args,
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 homes match these filters');
    await expect(canvas.queryByRole('search')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Filters, 2 active' });
    await expect(button).toHaveTextContent(/^Filters \(2\)$/);
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The first home shows on the first screen (a fifth of it at least), right under the count and the button.
    const [firstCard] = within(canvas.getByRole('main')).getAllByRole('article');
    await expect(firstCard!.getBoundingClientRect().top).toBeLessThan(window.innerHeight * 0.8);
    // The search's alerts wait under the list.
    await expectAlertsUnderList(canvas);
  },
};

/** The sheet open: the same fields, showing the search in the address; Escape, the close button and "Show homes" close it. */
export const MobileFiltersOpen: Story = {
  args: { ...SomeFilters.args, search: { ...noSearch, values: losAngelesThreeBedsSearch, onSearch: fn() } },
  globals: mobileViewport,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Filters, 2 active' });
    let sheet = await openFilters(button);
    await expect(sheet.getByRole('search', { name: 'Search homes' })).toBeVisible();
    await expect(sheet.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Los Angeles');
    await expect(sheet.getByRole('combobox', { name: 'Bedrooms' })).toHaveDisplayValue('3+');
    await expect(sheet.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: low to high');
    await userEvent.keyboard('{Escape}');
    await expectClosedBackTo(button);

    sheet = await openFilters(button);
    await userEvent.click(sheet.getByRole('button', { name: 'Close filters' }));
    await expectClosedBackTo(button);

    sheet = await openFilters(button);
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Bathrooms' }), '2+');
    await userEvent.click(sheet.getByRole('button', { name: 'Show homes' }));
    await expect(args.search.onSearch).toHaveBeenCalledWith('city=los-angeles&minBeds=3&minBaths=2&sort=price-asc');
    await expectClosedBackTo(button);

    // Open for the screenshot; it opens on the address's search again (the change above was this story's, not the address's).
    sheet = await openFilters(button);
    await expect(sheet.getByRole('combobox', { name: 'Bathrooms' })).toHaveDisplayValue('Any');
  },
};

export const Dark: Story = {
  args: SomeFilters.args,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};

/** In Spanish on the narrowest phone, a wrong filter reported: the button, the form in its sheet, the count and the message in Spanish; nothing wider than the screen. */
export const SpanishNarrow: Story = {
  args: InvalidFilter.args,
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const document = canvasElement.ownerDocument;
    await expect(canvas.getByRole('status')).toHaveTextContent('6 casas coinciden con estos filtros');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reciba alertas de esta búsqueda' })).toBeVisible();
    // Without scripts it posts to the page it is on (the route's action; the story names the page in English).
    await expect(canvas.getByRole('form', { name: 'Reciba alertas de esta búsqueda' })).toHaveAttribute('action', '/properties#alert');
    // The wrong maximum narrows nothing: one filter counts (the minimum).
    const button = canvas.getByRole('button', { name: 'Filtros, 1 activo' });
    await expect(button).toHaveTextContent(/^Filtros \(1\)$/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    const sheet = await openFilters(button);
    await expect(sheet.getByRole('heading', { name: 'Filtros' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Cerrar filtros' })).toBeVisible();
    await expect(sheet.getByRole('search', { name: 'Buscar casas' })).toBeVisible();
    await expect(sheet.getByRole('spinbutton', { name: 'Precio máximo (USD)' })).toHaveAccessibleDescription('El precio máximo no puede ser menor que el precio mínimo.');
    await expect(sheet.getByRole('combobox', { name: 'Tipo de propiedad' })).toHaveTextContent(/Casa unifamiliar/);
    const content = screen.getByRole('dialog');
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    await expect(content.getBoundingClientRect().width).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
