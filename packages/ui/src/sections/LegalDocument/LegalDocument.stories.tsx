import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacyPolicy, termsOfService } from '@pcr/content';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.js';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { LegalDocument } from './LegalDocument.js';

const meta = {
  title: 'Sections/LegalDocument',
  component: LegalDocument,
  parameters: { frame: 'none' },
  args: {
    document: termsOfService,
    identity: storyIdentity,
    breadcrumbs: <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: termsOfService.title }]} />,
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsOfService: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByText('November 26, 2026')).toHaveAttribute('datetime', '2026-11-26');
    const toc = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(toc).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      args.document.sections.map((section) => `#${section.id}`),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Equal housing opportunity' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.queryByText(/\{(brand|email|phone)\}/)).toBeNull();
  },
};

/** Its pixels are in Pages/LegalPage (Default); this story checks the identity links. */
export const PrivacyPolicy: Story = {
  parameters: { screenshot: { disable: true } },
  args: {
    document: privacyPolicy,
    breadcrumbs: <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: privacyPolicy.title }]} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const rights = canvas.getByRole('region', { name: 'How to exercise your rights' });
    await expect(within(rights).getByRole('link', { name: storyIdentity.email })).toHaveAttribute('href', `mailto:${storyIdentity.email}`);
    await expect(within(rights).getByRole('link', { name: storyIdentity.phoneDisplay })).toHaveAttribute('href', storyIdentity.phoneHref);
  },
};
