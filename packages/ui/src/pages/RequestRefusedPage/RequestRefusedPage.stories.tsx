import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsScreen, narrowViewport, PageShell, storyIdentity } from '../../../stories-support/story-helpers.js';
import { RequestRefusedPage } from './RequestRefusedPage.js';

/** The page of a request the site refused, for each reason, in both languages. */
const meta = {
  title: 'Pages/RequestRefusedPage',
  component: RequestRefusedPage,
  args: { reason: 'cross-site', identity: storyIdentity },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/alerts">
      <RequestRefusedPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof RequestRefusedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form another site made the visitor's browser post: 403, and nothing was sent. */
export const CrossSite: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('Error code 403')).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'This form was sent from another site' })).toBeVisible();
    await expect(main.getByText(/^For your safety, our forms only work from the pages of this site\. Nothing was sent or saved\./)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: storyIdentity.phoneDisplay })).toHaveAttribute('href', storyIdentity.phoneHref);
  },
};

export const TooLarge: Story = {
  args: { reason: 'too-large' },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('Error code 413')).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'This form is too large to read' })).toBeVisible();
  },
};

export const Unsupported: Story = {
  args: { reason: 'unsupported' },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('Error code 415')).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'This form arrived in a format we cannot read' })).toBeVisible();
  },
};

export const Malformed: Story = {
  args: { reason: 'malformed' },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('Error code 400')).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'This request could not be read' })).toBeVisible();
  },
};

/** In Spanish on a narrow phone: its words, its link kept in Spanish, nothing wider than the screen. */
export const SpanishNarrow: Story = {
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Este formulario se envió desde otro sitio' })).toBeVisible();
    await expect(main.getByText(/^Por su seguridad, nuestros formularios solo funcionan desde las páginas de este sitio\./)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ir a la página principal' })).toHaveAttribute('href', '/es');
    await expect(main.getByText(/¿Necesita ayuda\? Llámenos al/)).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};

export const SpanishTooLarge: Story = {
  args: { reason: 'too-large' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: 'Este formulario es demasiado grande para leerlo' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
