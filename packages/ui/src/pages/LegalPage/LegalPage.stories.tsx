import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacyPolicy, termsOfService } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, storyIdentity } from '../../../stories-support/story-helpers.js';
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
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByText('November 1, 2026')).toBeVisible();
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
