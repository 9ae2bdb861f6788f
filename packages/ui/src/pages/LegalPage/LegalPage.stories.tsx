import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { editorialIn, privacyPolicy, termsOfService } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, storyIdentity, narrowViewport, expectFitsScreen } from '../../../stories-support/story-helpers.js';
import { LegalPage } from './LegalPage.js';

const meta = {
  title: 'Pages/LegalPage',
  component: LegalPage,
  args: {
    document: privacyPolicy,
    identity: storyIdentity,
  },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path={`/${args.document.slug}`}>
      <LegalPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const terms = {
  document: termsOfService,
};

/** The privacy policy (/privacy-policy). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    // The English document says nothing of translations (the Spanish one does: SpanishNarrow).
    await expect(main.queryByRole('note')).toBeNull();
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByText('November 26, 2026')).toBeVisible();
    const toc = within(main.getByRole('navigation', { name: 'On this page' }));
    await expect(toc.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      privacyPolicy.sections.map((section) => `#${section.id}`),
    );
    for (const right of ['Right to know', 'Right to delete', 'Right to correct', 'Right to opt out of sale or sharing']) {
      await expect(main.getByText(right)).toBeVisible();
    }
    const exercise = within(main.getByRole('region', { name: 'How to exercise your rights' }));
    await expect(exercise.getByRole('link', { name: storyIdentity.email })).toHaveAttribute('href', `mailto:${storyIdentity.email}`);
  },
};

export const Mobile: Story = {
  args: terms,
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  args: terms,
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Governing law' })).toBeVisible();
  },
};

/** /es/privacy-policy at 320 px: a courtesy translation, saying first that the English version governs and linking to it. */
export const SpanishNarrow: Story = {
  args: { document: editorialIn('es').privacyPolicy },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    const note = main.getByRole('note');
    await expect(note).toHaveTextContent('Esta es una traducción de cortesía. En caso de diferencia entre ambas versiones, prevalece la versión en inglés.');
    const english = within(note).getByRole('link', { name: 'Ver la versión en inglés' });
    await expect(english).toHaveAttribute('href', '/privacy-policy');
    await expect(english).toHaveAttribute('hreflang', 'en-US');
    await expect(main.getByText('Vigente desde el', { exact: false })).toHaveTextContent('26 de noviembre de 2026');
    await expectFitsScreen(canvasElement);
  },
};
