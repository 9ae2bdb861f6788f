import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agents, contentIn, founder, properties, testimonials } from '@pcr/content';
import type { Agent } from '@pcr/contracts';
import { ShortContactForm } from '../../forms/ShortContactForm/ShortContactForm.js';
import { useTranslate } from '../../i18n/locale-context.js';
import { expectDarkTheme, mobileViewport, PageShell } from '../../../stories-support/story-helpers.js';
import { jsonLdOfType } from '../../utils/structured-data/read-json-ld.js';
import { AgentPage, agentContactTexts } from './AgentPage.js';

const daniel = agents.find((agent) => agent.slug === 'daniel-okafor')!;
const danielsHomes = properties.filter((home) => home.agent.slug === daniel.slug);
const reviewsOf = (agent: Agent) => testimonials.filter((review) => review.agent === agent.slug);

/** The contact form as the app passes it (with its submit handler), headed for the agent shown. */
function AgentContactForm({ agent }: { agent: Agent | undefined }) {
  const t = useTranslate();
  const { heading, description } = agentContactTexts(agent, t);
  return <ShortContactForm heading={heading} description={description} onSubmit={async () => undefined} />;
}

/** /team/{slug}: one agent's page, their profile and the homes they list. */
const meta = {
  title: 'Pages/AgentPage',
  component: AgentPage,
  args: {
    agent: { status: 'loaded', data: daniel },
    listings: { status: 'loaded', data: danielsHomes },
    testimonials: { status: 'loaded', data: reviewsOf(daniel) },
    contactForm: null,
  },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/team/daniel-okafor">
      <AgentPage {...args} contactForm={<AgentContactForm agent={args.agent.status === 'loaded' ? args.agent.data : undefined} />} />
    </PageShell>
  ),
} satisfies Meta<typeof AgentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeVisible();
    await expect(within(main).getByText('Senior Agent, Coastal Properties')).toBeVisible();
    await expect(within(main).getByText('DRE #01736582')).toBeVisible();
    await expect(within(main).getByText('Languages: English')).toBeVisible();
    // Not the founder: no "Our Founder", no founding year.
    await expect(within(main).queryByText('Our Founder')).toBeNull();
    await expect(within(main).getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/team');
    // The homes he lists, as cards.
    const homes = within(main).getByRole('region', { name: 'Homes listed by Daniel' });
    await expect(within(homes).getAllByRole('article')).toHaveLength(3);
    await expect(within(homes).getByRole('link', { name: 'Bayfront Modern on Lido Isle' })).toHaveAttribute('href', '/properties/pcr-1001');
    // What his client says, and a form headed for him.
    const reviews = within(main).getByRole('region', { name: 'What clients say about Daniel' });
    await expect(within(reviews).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(reviews).getByText(/Daniel sold our Balboa Island cottage in eleven days/)).toBeVisible();
    await expect(within(main).getByRole('form', { name: 'Write to Daniel' })).toBeVisible();
    await expect(within(main).getByText('Leave your details and Daniel will reply within 24 hours.')).toBeVisible();
    // A RealEstateAgent of the agency, with the license number.
    const [node] = jsonLdOfType('RealEstateAgent', canvasElement).filter((item) => item.name === 'Daniel Okafor');
    await expect(node).toMatchObject({
      url: `${window.location.origin}/team/daniel-okafor`,
      memberOf: { '@id': `${window.location.origin}/#organization` },
      hasCredential: { identifier: '01736582' },
    });
  },
};

/** The founder's own page: "Our Founder" and the year she founded the agency, as on /team. */
export const Founder: Story = {
  args: { agent: { status: 'loaded', data: founder }, listings: { status: 'loaded', data: [] }, testimonials: { status: 'loaded', data: reviewsOf(founder) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Margaret Ellison' })).toBeVisible();
    await expect(canvas.getByText('Our Founder')).toBeVisible();
    await expect(canvas.getByText('DRE #01412736')).toBeVisible();
  },
};

export const NoListings: Story = {
  args: { listings: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Daniel has no homes listed right now' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties');
  },
};

export const ListingsError: Story = {
  args: { listings: { status: 'error', message: '503: {"message":"The listings are unavailable for a moment. Please try again later."}' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the homes Daniel lists');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeVisible();
  },
};

/** An agent no testimonial names yet: no section for them, the form alone. */
export const NoTestimonials: Story = {
  args: { testimonials: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'What clients say about Daniel' })).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Write to Daniel' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { agent: { status: 'loading' }, listings: { status: 'loading' }, testimonials: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="founder-profile-skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const NotFound: Story = {
  args: { agent: { status: 'error', message: 'Agent Not Found' }, listings: { status: 'loading' }, testimonials: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeVisible();
    await expect(canvas.getByText('This agent is not on our team, or no longer is. Meet the agents of Pacific Crest Realty instead.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Our Team' })).toHaveAttribute('href', '/team');
  },
};

/** /es/team/sofia-alvarez: her title and bio as the API answers them in Spanish, the page's own words in Spanish. */
export const InSpanish: Story = {
  args: {
    agent: { status: 'loaded', data: contentIn('es').agents.find((agent) => agent.slug === 'sofia-alvarez')! },
    listings: { status: 'loaded', data: [] },
    testimonials: { status: 'loaded', data: testimonials.filter((review) => review.agent === 'sofia-alvarez') },
  },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sofia Alvarez' })).toBeVisible();
    await expect(canvas.getByText('DRE n.º 01894215')).toBeVisible();
    await expect(canvas.getByText('Idiomas: inglés, español')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sofia no ofrece casas en este momento' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Lo que dicen los clientes de Sofia' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Escriba a Sofia' })).toBeVisible();
    await expect(canvas.getByText('Déjenos sus datos y Sofia le responderá en menos de 24 horas.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
