import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import {
  expectInBothParts,
  loadEmail,
  sellerLead,
  sellerLeadWithoutComparables,
  spanishSellerLead,
  storySiteUrl,
} from '../../../stories-support/email-stories.js';
import type { RenderedEmail } from '../render.js';
import { SellerLeadNotificationEmail } from './SellerLeadNotificationEmail.js';

/**
 * The agency's e-mail for a seller's lead (issue 47), as the server sends it: the contact, the home as
 * described, the 24-hour promise of a market analysis, and the homes like it the visitor was shown.
 */
const meta = {
  title: 'Emails/SellerLeadNotificationEmail',
  component: SellerLeadNotificationEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof SellerLeadNotificationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const context = { identity: undefined as never, siteUrl: storySiteUrl };

/** A home in Irvine: three homes like it were shown, each linked to its page. */
export const SeveralComparables: Story = {
  args: { lead: sellerLead, ...context },
  loaders: [loadEmail({ template: 'seller-notification', lead: sellerLead })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Subject: New seller lead: 4 bd single-family home in Irvine'),
    ).toBeVisible();
    await expectInBothParts(
      canvasElement,
      'The site promised a comparative market analysis (CMA) of this home within 24 hours.',
    );
    await expectInBothParts(canvasElement, '18 Sandpiper Lane, Irvine, CA 92618');
    await expectInBothParts(canvasElement, 'Single-family home · 4 beds · 2.5 baths · 2,800 sq ft');
    await expectInBothParts(canvasElement, 'Needs some updates');
    await expectInBothParts(canvasElement, 'In 3 to 6 months');
    await expectInBothParts(canvasElement, '$1,689,000 · 4 beds · 3.5 baths · 2,780 sq ft · For Sale');
    await expectInBothParts(canvasElement, '$2,150,000 · 5 beds · 4 baths · 3,340 sq ft · Pending');
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('heading', { level: 2, name: 'Homes like it the visitor was shown' })).toBeVisible();
    await expect(html.getByRole('link', { name: 'Great Park Modern Farmhouse' })).toHaveAttribute(
      'href',
      `${storySiteUrl}/properties/pcr-1004`,
    );
    await expect(html.getAllByRole('link', { name: /^(Great Park|Woodbridge|Turtle Rock)/ })).toHaveLength(3);
  },
};

/** A small condo: the site listed no home like it, and the e-mail says so. */
export const NoComparables: Story = {
  args: { lead: sellerLeadWithoutComparables, ...context },
  loaders: [loadEmail({ template: 'seller-notification', lead: sellerLeadWithoutComparables })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: New seller lead: 1 bd condo in Irvine')).toBeVisible();
    await expectInBothParts(canvasElement, 'Condo · 1 bed · 1 bath · 720 sq ft');
    await expectInBothParts(
      canvasElement,
      'None: the site lists no home in Irvine with bedrooms within 1 and living area within 20% of this one.',
    );
    await expect(within(canvasElement).queryByText(/properties\/pcr-/)).toBeNull();
  },
};

/** The same home sent from the Spanish page: the e-mail stays in English, flagged for the agents who speak Spanish. */
export const SpanishLead: Story = {
  args: { lead: spanishSellerLead, ...context },
  loaders: [loadEmail({ template: 'seller-notification', lead: spanishSellerLead })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Subject: New seller lead: 4 bd single-family home in Irvine (prefers Spanish)'),
    ).toBeVisible();
    await expectInBothParts(canvasElement, 'Reply to this e-mail to answer Lucía Hernández directly.');
    await expectInBothParts(canvasElement, 'Spanish: sent from the Spanish site. Please reply in Spanish.');
    await expectInBothParts(canvasElement, `${storySiteUrl}/es/sell`);
  },
};
