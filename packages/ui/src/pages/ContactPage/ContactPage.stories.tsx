import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BUSINESS_HOURS} from '@pcr/contracts';
import { contact } from '@pcr/content';
import { expectDarkTheme, mobileViewport, narrowViewport, PageShell, storyIdentity } from '../../../stories-support/story-helpers.js';
import { ContactPage } from './ContactPage.js';
import { FullContactForm } from '../../forms/FullContactForm/FullContactForm.js';

const meta = {
  title: 'Pages/ContactPage',
  component: ContactPage,
  args: {
    contact,
    identity: storyIdentity,
    // As the app wires it: the form is named by the panel's heading.
    form: ({ headingId }: { headingId: string }) => (
      <FullContactForm aria-labelledby={headingId} onSubmit={fn(async () => undefined)} />
    ),
  },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/contact">
      <ContactPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Let’s Talk' })).toBeVisible();

    const cards = within(main.getByRole('region', { name: 'Contact details' }));
    await expect(cards.getByRole('link', { name: storyIdentity.phoneDisplay })).toHaveAttribute('href', storyIdentity.phoneHref);
    await expect(cards.getByRole('link', { name: storyIdentity.email })).toHaveAttribute('href', `mailto:${storyIdentity.email}`);
    for (const entry of BUSINESS_HOURS) await expect(cards.getByText(entry.hours)).toBeVisible();

    // The "Service areas" card points at the list of areas on the same page.
    const areasLink = cards.getByRole('link', { name: 'See every area we serve' });
    const areas = main.getByRole('region', { name: 'Areas We Serve' });
    await expect(areasLink).toHaveAttribute('href', `#${areas.id}`);
    await expect(within(areas).getByRole('link', { name: 'Newport Beach' })).toHaveAttribute('href', '/neighborhoods/newport-beach');

    // The full contact form sits in its panel, named by the panel's heading.
    const formSection = within(main.getByRole('region', { name: 'How can we help?' }));
    const form = formSection.getByRole('form', { name: 'How can we help?' });
    await expect(within(form).getByRole('textbox', { name: /^Message/ })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();

    const social = within(main.getByRole('region', { name: 'Follow Us' }));
    for (const entry of storyIdentity.social) {
      await expect(social.getByRole('link', { name: `${storyIdentity.brand} on ${entry.label}` })).toHaveAttribute('href', entry.href);
    }
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Let’s Talk' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: storyIdentity.phoneDisplay })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Let’s Talk' })).toBeVisible();
  },
};

/** In Spanish on the narrowest phone: the cards, the form's panel, the areas and the social links in Spanish; nothing wider than the screen. */
export const SpanishNarrow: Story = {
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hablemos hoy');
    await expect(canvas.getByRole('heading', { name: 'Llámenos' })).toBeVisible();
    await expect(canvas.getByText('Respondemos en menos de 24 horas.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '¿En qué podemos ayudarle?' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Zonas que atendemos' })).toBeVisible();
    // The page's social links and the footer's.
    await expect(canvas.getAllByRole('link', { name: 'Pacific Crest Realty en Facebook' })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Vea todas las zonas donde trabajamos' })).toHaveAttribute('href', '#service-areas');
    const document = canvasElement.ownerDocument;
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
