import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { editorialIn, resources } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, narrowViewport, expectFitsScreen } from '../../../stories-support/story-helpers.js';
import { ResourcesPage } from './ResourcesPage.js';

const meta = {
  title: 'Pages/ResourcesPage',
  component: ResourcesPage,
  args: { resources },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/resources">
      <ResourcesPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof ResourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Buy with Confidence' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Buyer Resources' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main.getAllByRole('article')).toHaveLength(5);
    await expect(
      main.getAllByRole('heading', { level: 3 }).map((heading) => heading.querySelector('a')?.getAttribute('href')),
    ).toEqual([
      '/resources/first-time-buyers',
      '/resources/home-buying-process',
      '/resources/mortgage-guide',
      '/resources/home-value-tips',
      '/resources/neighborhood-guide',
    ]);
    await expect(main.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy with Confidence' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getAllByRole('article')).toHaveLength(5);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Contact Us Today' })).toBeVisible();
  },
};

/** /es/resources at 320 px: the five guides' cards in Spanish, each with its own reading time. */
export const SpanishNarrow: Story = {
  args: { resources: editorialIn('es').resources },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('article')).toHaveLength(5);
    await expect(main.getByRole('link', { name: /Guía hipotecaria para compradores en California/ })).toHaveAttribute('href', '/es/resources/mortgage-guide');
    await expectFitsScreen(canvasElement);
  },
};
