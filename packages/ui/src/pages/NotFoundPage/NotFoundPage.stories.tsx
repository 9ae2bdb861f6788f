import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { mobileViewport, PageShell, storyIdentity } from '../../../stories-support/story-helpers.js';
import { NotFoundPage } from './NotFoundPage.js';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  args: { identity: storyIdentity },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/no-such-page">
      <NotFoundPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('404')).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Home/ })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: /^Hot Listings/ })).toHaveAttribute('href', '/hot-listings');
    await expect(main.getByRole('link', { name: /^Neighborhoods/ })).toHaveAttribute('href', '/neighborhoods');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

/** In Spanish on a phone: its words, and its links kept in Spanish. */
export const SpanishMobile: Story = {
  globals: { ...mobileViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Inicio/ })).toHaveAttribute('href', '/es');
    await expect(main.getByRole('link', { name: /^Destacadas/ })).toHaveAttribute('href', '/es/hot-listings');
    await expect(main.getByRole('link', { name: /^Vecindarios/ })).toHaveAttribute('href', '/es/neighborhoods');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/** The first Tab on any page reveals the skip link; following it moves focus to <main>. */
export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};
