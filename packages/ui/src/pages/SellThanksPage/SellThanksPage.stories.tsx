import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { properties } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell } from '../../../stories-support/story-helpers.js';
import { SellThanksPage } from './SellThanksPage.js';

/** Irvine's bundled homes with 3 to 5 bedrooms and 2,000 to 3,000 sq ft: the homes like a 4-bedroom home of 2,500 sq ft, closest in area first. */
const likeIt = (ids: string[]) => ids.map((id) => properties.find((home) => home.id === id)!);
const home = { city: 'irvine', type: 'single-family', beds: 4, baths: 3.5, area: 2500 } as const;

/** /sell/thanks: after a seller's request, what happens next and what the site can back. */
const meta = {
  title: 'Pages/SellThanksPage',
  component: SellThanksPage,
  args: { home, market: { status: 'loaded', data: { cityName: 'Irvine', comparables: likeIt(['pcr-1003', 'pcr-1004']), buyersLooking: 4 } } },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/sell/thanks">
      <SellThanksPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof SellThanksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBuyersAndHomes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you! Your analysis is on its way' })).toBeVisible();
    await expect(canvas.getByText('4 buyers with a confirmed alert on this site are looking for a home like yours')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    const homes = canvas.getByRole('region', { name: 'Homes like yours on our site' });
    await expect(within(homes).getByText('Homes in Irvine with 3 to 5 bedrooms and 2,000 to 3,000 sq ft of living space.')).toBeVisible();
    await expect(within(homes).getAllByRole('article')).toHaveLength(2);
    await expect(within(homes).getByRole('link', { name: 'Woodbridge Lakeside Retreat' })).toHaveAttribute('href', '/properties/pcr-1003');
  },
};

/** Fewer than 3 buyers: no count at all (it could point at a person). */
export const FewBuyers: Story = {
  args: { market: { status: 'loaded', data: { cityName: 'Irvine', comparables: likeIt(['pcr-1003', 'pcr-1004']), buyersLooking: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/buyers with a confirmed alert/)).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const NoHomesLikeIt: Story = {
  args: { home: { ...home, area: 9000 }, market: { status: 'loaded', data: { cityName: 'Irvine', comparables: [], buyersLooking: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No homes like yours are listed in Irvine right now' })).toBeVisible();
    await expect(canvas.getByText('Your agent’s analysis looks further: recent sales and the homes coming to market.')).toBeVisible();
  },
};

/** An address that describes no home (edited by hand): the thanks and next steps, no homes. */
export const NoHomeDescribed: Story = {
  args: { home: undefined, market: { status: 'error', message: '400: {"message":"The query string is invalid."}' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This address does not describe a home, so there are no homes like it to show.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const InSpanish: Story = {
  args: { market: { status: 'loaded', data: { cityName: 'Irvine', comparables: likeIt(['pcr-1003', 'pcr-1004']), buyersLooking: 3 } } },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '¡Gracias! Su análisis está en camino' })).toBeVisible();
    await expect(canvas.getByText('3 compradores con una alerta confirmada en este sitio buscan una casa como la suya')).toBeVisible();
    await expect(canvas.getByText('Casas en Irvine con 3 a 5 recámaras y de 2,000 a 3,000 pies cuadrados de superficie habitable.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you! Your analysis is on its way' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
