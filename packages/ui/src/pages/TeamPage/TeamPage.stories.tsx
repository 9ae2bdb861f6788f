import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agents, contentIn, founder } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, storyIdentity } from '../../../stories-support/story-helpers.js';
import { jsonLdOfType } from '../../utils/structured-data/read-json-ld.js';
import { TeamPage } from './TeamPage.js';

const meta = {
  title: 'Pages/TeamPage',
  component: TeamPage,
  args: { agents: { status: 'loaded', data: agents }, identity: storyIdentity },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/team">
      <TeamPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeVisible();

    // The founder has their own profile...
    await expect(within(main).getByRole('heading', { level: 2, name: founder.name })).toBeVisible();

    // ...and is not repeated in the grid of everyone else.
    const grid = within(main).getByRole('region', { name: 'Our Agents' });
    const cards = within(grid).getAllByRole('article');
    await expect(cards).toHaveLength(agents.length - 1);
    await expect(within(grid).queryByRole('heading', { name: founder.name })).toBeNull();

    const join = within(main).getByRole('region', { name: 'Join Our Team' });
    await expect(within(join).getByRole('link', { name: 'Email us about joining' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${storyIdentity.email}`),
    );

    // Every agent shown is a Person working for the agency.
    const people = jsonLdOfType('Person', canvasElement);
    await expect(people.map((person) => person.name)).toEqual([
      'Margaret Ellison',
      'Daniel Okafor',
      'Sofia Alvarez',
      'Kenji Watanabe',
      'Rachel Goldberg',
      'Marcus Bell',
      'Hannah Nguyen',
      'Luis Castillo',
    ]);
    await expect(people[0]).toMatchObject({
      jobTitle: 'Founder & Principal Broker',
      telephone: '+19495550101',
      worksFor: { '@id': `${window.location.origin}/#organization` },
    });

    // Each agent's languages, the founder's too (decision 0033), also for search engines.
    await expect(within(main).getAllByText(/^Languages: /).map((line) => line.textContent)).toEqual([
      'Languages: English',
      'Languages: English',
      'Languages: English, Spanish',
      'Languages: English, Japanese',
      'Languages: English',
      'Languages: English',
      'Languages: English, Vietnamese',
      'Languages: English, Spanish',
    ]);
    await expect(people[2]).toMatchObject({ name: 'Sofia Alvarez', knowsLanguage: ['en', 'es'] });
  },
};

/** /es/team: the agents' titles and bios as the API answers them in Spanish (?lang=es), their languages named in Spanish. */
export const AgentLanguagesInSpanish: Story = {
  args: { agents: { status: 'loaded', data: contentIn('es').agents } },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole('main')).getByRole('region', { name: 'Nuestros agentes' });
    await expect(within(grid).getAllByText(/^Idiomas: /).map((line) => line.textContent)).toEqual([
      'Idiomas: inglés',
      'Idiomas: inglés, español',
      'Idiomas: inglés, japonés',
      'Idiomas: inglés',
      'Idiomas: inglés',
      'Idiomas: inglés, vietnamita',
      'Idiomas: inglés, español',
    ]);
  },
};

export const Loading: Story = {
  args: { agents: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('region', { name: 'Our Agents' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(jsonLdOfType('Person', canvasElement)).toHaveLength(0);
    await expect(within(grid).getByRole('status')).toHaveTextContent('Loading agents…');
    await expect(canvasElement.querySelectorAll('[data-testid="agent-card-skeleton"]')).toHaveLength(6);
    await expect(canvasElement.querySelector('[data-testid="founder-profile-skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Error: Story = {
  args: { agents: { status: 'error', message: '500: Internal Server Error' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('500: Internal Server Error');
    await expect(within(alert).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('heading', { name: founder.name })).toBeNull();
  },
};

export const Empty: Story = {
  args: { agents: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Our team directory is being updated' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
