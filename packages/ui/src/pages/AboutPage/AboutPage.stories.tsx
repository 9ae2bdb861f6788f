import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { about, editorialIn } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, storyIdentity, narrowViewport, expectFitsScreen } from '../../../stories-support/story-helpers.js';
import { AboutPage } from './AboutPage.js';

const meta = {
  title: 'Pages/AboutPage',
  component: AboutPage,
  args: { about, identity: storyIdentity },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/about">
      <AboutPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Local Roots, Coastal Expertise' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await expect(main.getByRole('heading', { level: 2, name: about.mission.title })).toBeVisible();

    const values = within(main.getByRole('region', { name: 'Our Values' }));
    await expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Integrity',
      'Excellence',
      'Client-Focused',
      'Local Expertise',
    ]);

    await expect(main.getByRole('region', { name: 'Why Choose Us' })).toBeVisible();

    const story = within(main.getByRole('region', { name: 'Our Story' }));
    await expect(story.getAllByRole('listitem').map((item) => item.querySelector('time')?.textContent)).toEqual([
      '2008',
      '2013',
      '2018',
      '2023',
    ]);

    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'View Properties' })).toHaveAttribute('href', '/properties');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Local Roots, Coastal Expertise' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Properties' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Local Roots, Coastal Expertise' })).toBeVisible();
  },
};

/** /es/about at 320 px: the agency's story in Spanish (a whole Spanish document, decision 0035). */
export const SpanishNarrow: Story = {
  args: { about: editorialIn('es').about },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { name: 'Asesoría honesta para una de las decisiones más importantes de su vida' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Integridad' })).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};
