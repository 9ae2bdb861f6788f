import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pageTitle } from '@pcr/contracts';
import { hotListings } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, storyIdentity } from '../story-helpers.js';
import { HotListingsPage } from './HotListingsPage.js';

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
    await waitFor(() => expect(document.title).toBe(pageTitle('Hot Listings', storyIdentity.brand)));
    const main = canvas.getByRole('main');
    await expect(within(main).getAllByRole('article')).toHaveLength(hotListings.length);
    await expect(within(main).getAllByRole('link', { name: /\(opens in a new tab\)$/ })[0]).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(hotListings[0]!.id)));
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Hot Listings' })).toHaveAttribute('aria-current', 'page');
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
