import type { Meta, StoryObj } from '@storybook/react-vite';
import { render } from '@react-email/render';
import { Text } from '@react-email/components';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { emailTexts } from '../email-texts.js';
import type { RenderedEmail } from '../render.js';
import { EmailFrame, textStyle, type EmailFrameProps } from './EmailFrame.js';

const texts = emailTexts.contactConfirmation;
const { address } = storyIdentity;
// The agency's license number beside its name (California: on first-contact materials).
const contactLine = `${storyIdentity.brand} · DRE #02154879 · ${address.streetAddress}, ${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`;

/** A story's loader: the frame rendered by react-email as the server renders an e-mail (HTML and plain text). */
const loadFrame = (subject: string, props: EmailFrameProps) => async (): Promise<{ email: RenderedEmail }> => {
  const element = <EmailFrame {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { email: { subject, html, text } };
};

/** The body of the contact confirmation, as the frame's content. */
const body = (
  <>
    <Text style={textStyle}>{emailTexts.greeting}</Text>
    <Text style={textStyle}>{texts.thanks}</Text>
    <Text style={{ ...textStyle, margin: 0 }}>{emailTexts.signOff(storyIdentity.brand)}</Text>
  </>
);

const confirmation: EmailFrameProps = {
  identity: storyContext.identity,
  heading: texts.heading,
  preview: `${texts.thanks} ${texts.promise}`,
  footnote: emailTexts.whyYouGotThis(storySiteUrl),
  children: body,
};

/**
 * The frame every lead e-mail is drawn in: the brand bar, the e-mail's one heading (h1) and its
 * content, then the agency's license number, address, phone and e-mail, and an optional footnote (why the reader
 * got it). The line inboxes show after the subject is `preview`. Many e-mail clients ignore style
 * sheets, so it takes the light theme's colours as inline styles; a dark-mode style sheet gives the
 * clients that honour it the dark theme's (`emailClasses` mark what it colours; the alert e-mail's
 * dark-client story shows it). Use it for every new e-mail template; it is shown here with the
 * contact confirmation's texts.
 */
const meta = {
  title: 'Emails/EmailFrame',
  component: EmailFrame,
  args: confirmation,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof EmailFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's confirmation: with the footnote saying why they got it. */
export const WithFootnote: Story = {
  loaders: [loadFrame(texts.subject(storyIdentity.brand), confirmation)],
  play: async ({ canvasElement }) => {
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByText(storyIdentity.brand, { selector: 'p' })).toBeVisible();
    await expect(html.getByRole('heading', { level: 1, name: 'Message sent!' })).toBeVisible();
    await expect(html.getByRole('link', { name: storyIdentity.phoneDisplay })).toHaveAttribute('href', storyIdentity.phoneHref);
    await expect(html.getByRole('link', { name: storyIdentity.email })).toHaveAttribute('href', `mailto:${storyIdentity.email}`);
    await expectInBothParts(canvasElement, 'Hello,');
    await expectInBothParts(canvasElement, contactLine);
    await expectInBothParts(canvasElement, storyIdentity.phoneDisplay);
    await expectInBothParts(canvasElement, storyIdentity.email);
    await expectInBothParts(canvasElement, `You received this e-mail because this address was entered in a form at ${storySiteUrl}. If that was not you, you can ignore it.`);
  },
};

/** As the agency's own notification: no footnote under the contact lines. */
export const WithoutFootnote: Story = {
  args: { footnote: undefined },
  loaders: [loadFrame(texts.subject(storyIdentity.brand), { ...confirmation, footnote: undefined })],
  play: async ({ canvasElement }) => {
    await expectInBothParts(canvasElement, contactLine);
    await expect(within(canvasElement).queryByText(/You received this e-mail because/)).toBeNull();
  },
};
