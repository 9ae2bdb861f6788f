import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatUsd} from '@pcr/contracts';
import { properties } from '@pcr/content';
import { AlertForm } from '../../forms/AlertForm/AlertForm.js';
import { ShortContactForm } from '../../forms/ShortContactForm/ShortContactForm.js';
import { expectDarkTheme, mobileViewport, narrowViewport, PageShell, storyAttribution, storyIdentity } from '../../../stories-support/story-helpers.js';
import { STORY_NOW, storyOpenHouses } from '../../../stories-support/open-house-stories.js';
import { jsonLdOfType } from '../../utils/structured-data/read-json-ld.js';
import { PropertyPage } from './PropertyPage.js';

const home = properties.find((p) => p.description) ?? properties[0]!;
/** The condo with four photos and HOA dues. */
const condo = properties.find((p) => p.id === 'pcr-1020')!;

const meta = {
  title: 'Pages/PropertyPage',
  component: PropertyPage,
  args: {
    property: { status: 'loaded', data: home },
    contactForm: <ShortContactForm heading="Interested in this home?" onSubmit={async () => undefined} />,
    alertForm: <AlertForm subject={{ kind: 'home', propertyId: home.id }} page={`/properties/${home.id}`} identity={storyIdentity} onSubmit={fn(async () => undefined)} />,
    // The tour form's times: from the stories' "now", not the clock's.
    now: new Date(STORY_NOW).toISOString(),
  },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path={`/properties/${home.id}`}>
      <PropertyPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof PropertyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: home.title })).toBeVisible();
    await expect(within(main).getByText(formatUsd(home.price))).toBeVisible();
    await expect(within(main).getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    const contact = within(main).getByRole('heading', { name: 'Interested in this home?' });
    await expect(contact).toBeVisible();
    // The home's e-mail alerts right under the contact form, in the same column.
    const alerts = within(main).getByRole('heading', { level: 2, name: 'Alert me about this home' });
    await expect(within(main).getByRole('form', { name: 'Alert me about this home' })).toBeVisible();
    await expect(alerts.getBoundingClientRect().top).toBeGreaterThan(within(main).getByRole('button', { name: 'Send Message' }).getBoundingClientRect().bottom);
    await expect(Math.round(alerts.getBoundingClientRect().left)).toBe(Math.round(contact.getBoundingClientRect().left));
    await expect(canvasElement.querySelector('input[type="hidden"][name="propertyId"]')).toHaveValue(home.id);
    await expect(within(main).getByRole('link', { name: 'More homes nearby' })).toHaveAttribute('href', `/properties?neighborhood=${home.neighborhood}`);

    // The listing for search engines: its offer is the price shown, in US dollars.
    await expect(within(main).getByText('$3,895,000')).toBeVisible();
    const [listing, ...others] = jsonLdOfType('RealEstateListing', canvasElement);
    await expect(others).toHaveLength(0);
    await expect(listing).toMatchObject({
      name: 'Bayfront Modern on Lido Isle',
      url: `${window.location.origin}/properties/pcr-1001`,
      offers: { '@type': 'Offer', price: 3895000, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    const [trail] = jsonLdOfType('BreadcrumbList', canvasElement);
    await expect((trail?.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual(['Home', 'Properties', 'Bayfront Modern on Lido Isle']);

    // What this home costs a month, from its own price: 20 % down, 6.5 % for 30 years, 1.1 % tax, 0.35 % insurance.
    const calculator = within(within(main).getByRole('region', { name: 'Estimate your monthly payment' }));
    await expect(calculator.getByRole('textbox', { name: 'Home price ($)' })).toHaveValue('3,895,000');
    await expect(calculator.getByRole('textbox', { name: 'Home insurance ($)' })).toHaveValue('13,633');
    await expect(calculator.getByText('$24,401.74')).toBeVisible();
    await expect(calculator.getByText('A loan of $3,116,000, 80% of the price. No PMI at 20% down or more.')).toBeVisible();

    // A private tour (issue 48 §2): a plain form that posts to the home's tour page.
    const tour = within(main).getByRole('form', { name: 'Request a tour' });
    await expect(tour).toHaveAttribute('action', `/properties/${home.id}/tour`);
    await expect(within(tour).getByRole('radio', { name: 'In person' })).toBeVisible();
    await expect(within(tour).getByLabelText('Preferred time')).toHaveAttribute('max', '2026-12-17T23:59');
    // Near the top, a link down to it: to the section that holds the form.
    const toTour = within(main).getByRole('link', { name: 'Request a private tour' });
    await expect(toTour).toHaveAttribute('href', '#tour');
    await expect(tour.closest('section')).toHaveAttribute('id', 'tour');

    // A bundled home is no MLS's: no office line, no disclaimer.
    await expect(within(main).queryByText(/Listing courtesy of/)).toBeNull();
    await expect(within(main).queryByTestId('mls-disclaimer')).toBeNull();
  },
};

/** One of our homes from the MLS (RESO_OFFICE_ID): the listing office under the agent, and the MLS's disclaimer with the data's time at the end of the details. */
export const FromMls: Story = {
  args: { property: { status: 'loaded', data: { ...home, listOfficeName: 'Pacific Crest Realty', attribution: storyAttribution } } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Bayfront Modern on Lido Isle' })).toBeVisible();
    const courtesy = within(main).getByText('Listing courtesy of Pacific Crest Realty');
    await expect(courtesy).toBeVisible();
    // Right under the listing agent's line.
    await expect(courtesy.previousElementSibling).toHaveTextContent('Listed by Daniel Okafor, DRE #01736582. Meet our team');
    // The agent's name leads to their page (issue 47).
    await expect(within(main).getByRole('link', { name: 'Daniel Okafor' })).toHaveAttribute('href', '/team/daniel-okafor');
    const disclaimer = within(main).getByTestId('mls-disclaimer');
    await expect(disclaimer).toHaveTextContent(
      "Listing information is provided by the multiple listing service for consumers' personal, non-commercial use. It is deemed reliable but is not guaranteed. Listing data last updated November 24, 2026 at 10:00 AM PST.",
    );
    await expect(within(disclaimer).getByText('November 24, 2026 at 10:00 AM PST')).toHaveAttribute('datetime', '2026-11-24T18:00:00.000Z');
    // The last thing in the details column, after the payment estimate.
    await expect(disclaimer.previousElementSibling).toBe(within(main).getByTestId('mortgage-calculator'));
    await expect(disclaimer.nextElementSibling).toBeNull();
  },
};

/** A home with several photos shows them in a gallery; its HOA dues start the calculator's HOA field. */
export const WithGallery: Story = {
  args: { property: { status: 'loaded', data: condo } },
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Pier-Side Condo in Downtown Huntington Beach' })).toBeVisible();
    const gallery = within(within(main).getByRole('region', { name: 'Photos of Pier-Side Condo in Downtown Huntington Beach' }));
    await expect(gallery.getByText('Photo 1 of 4')).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'The four-story building across Pacific Coast Highway from the pier' })).toHaveAttribute('fetchpriority', 'high');
    await expect(gallery.getAllByRole('button', { name: /^Show photo \d of 4: / })).toHaveLength(4);

    // The listing for search engines names every photo, at its absolute address.
    const [listing] = jsonLdOfType('RealEstateListing', canvasElement);
    await expect(listing?.image).toEqual(
      ['pcr-1020.svg', 'pcr-1020-living.svg', 'pcr-1020-kitchen.svg', 'pcr-1020-view.svg'].map((file) => `${window.location.origin}/images/properties/${file}`),
    );

    // The condo's $585 a month of HOA dues are in the estimate from the start.
    const calculator = within(within(main).getByRole('region', { name: 'Estimate your monthly payment' }));
    await expect(calculator.getByRole('textbox', { name: 'HOA dues ($)' })).toHaveValue('585');
    await expect(calculator.getByRole('textbox', { name: 'Home price ($)' })).toHaveValue('1,095,000');

    // The gallery works on the page (and ends where it began, for the screenshot).
    await userEvent.click(gallery.getByRole('button', { name: 'Next photo' }));
    await expect(gallery.getByText('Photo 2 of 4')).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Living room opening onto the ocean-view balcony' })).toBeVisible();
    await userEvent.click(gallery.getByRole('button', { name: 'Show photo 1 of 4: The four-story building across Pacific Coast Highway from the pier' }));
    await expect(gallery.getByText('Photo 1 of 4')).toBeVisible();
  },
};

/** A home with open houses coming up (issue 48): their days and hours, and into a calendar, under its description. */
export const WithOpenHouses: Story = {
  args: { openHouses: storyOpenHouses.filter((house) => house.propertyId === home.id) },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const schedule = within(main).getByRole('region', { name: 'Open houses' });
    await expect(within(schedule).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(schedule).getAllByRole('link', { name: new RegExp(`^Add to calendar \\(\\.ics file\\): ${home.title}, `) })[0]).toBeVisible();
  },
};

export const Loading: Story = {
  args: { property: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="property-page-skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const NotFound: Story = {
  args: { property: { status: 'error', message: '404: {"message":"Property not found."}' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
    await expect(jsonLdOfType('RealEstateListing', canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties');
  },
};

export const Mobile: Story = { globals: mobileViewport, play: Loaded.play };

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};

/**
 * In Spanish on the narrowest phone: the page's words in Spanish, the MLS's title and remarks as
 * written (marked English), prices as in English; nothing wider than the screen.
 */
export const SpanishNarrow: Story = {
  args: { property: { status: 'loaded', data: condo } },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: condo.title })).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Más casas cerca' })).toHaveAttribute('href', `/es/properties?neighborhood=${condo.neighborhood}`);
    await expect(main.getByText('Recámaras')).toBeVisible();
    await expect(main.getByText(formatUsd(condo.price))).toBeVisible();
    await expect(main.getByRole('region', { name: `Fotos de ${condo.title}` })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Calcule su pago mensual' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Avíseme sobre esta casa' })).toBeVisible();
    await expect(main.getByRole('form', { name: 'Solicitar una visita' })).toHaveAttribute('action', `/es/properties/${condo.id}/tour`);
    await expect(main.getByRole('link', { name: 'Solicitar una visita privada' })).toHaveAttribute('href', '#tour');
    // Without scripts it posts to the page it is on (the route's action; the story names the page in English).
    await expect(main.getByRole('form', { name: 'Avíseme sobre esta casa' })).toHaveAttribute('action', `/properties/${home.id}#alert`);
    const document = canvasElement.ownerDocument;
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
