import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { agents } from '@pcr/content';
import { AgentCard, AgentCardSkeleton } from './AgentCard.js';

const teamMembers = agents.filter((agent) => !agent.isFounder);
const sample = teamMembers.find((agent) => agent.linkedin && agent.instagram) ?? teamMembers[0] ?? agents[0]!;
const withoutSocial = teamMembers.find((agent) => !agent.linkedin && !agent.instagram) ?? {
  ...sample,
  linkedin: undefined,
  instagram: undefined,
};

const meta = {
  title: 'Components/AgentCard',
  component: AgentCard,
  args: { agent: sample },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const { agent } = args;
    await expect(canvas.getByRole('heading', { name: agent.name })).toBeVisible();
    const photo = canvas.getByRole('img', { name: `${agent.name}, ${agent.title}` });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width');
    await expect(photo).toHaveAttribute('height');
    await expect(canvas.getByRole('link', { name: `Email ${agent.name}` })).toHaveAttribute('href', `mailto:${agent.email}`);
    await expect(canvas.getByRole('link', { name: new RegExp(agent.phone.replace(/[()]/g, '\\$&')) })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    if (agent.linkedin) await expect(canvas.getByRole('link', { name: `${agent.name} on LinkedIn` })).toHaveAttribute('href', agent.linkedin);
    if (agent.instagram) await expect(canvas.getByRole('link', { name: `${agent.name} on Instagram` })).toHaveAttribute('href', agent.instagram);
  },
};

const bilingual = teamMembers.find((agent) => agent.languages.includes('es')) ?? { ...sample, languages: ['en', 'es'] };

/** An agent who also works in Spanish: the card says so, for visitors who prefer Spanish (decision 0033). */
export const SpeaksSpanish: Story = {
  args: { agent: bilingual },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Languages: English, Spanish')).toBeVisible();
    // Sofia Alvarez's DRE license number, under her title.
    await expect(canvas.getByText('DRE #01894215')).toBeVisible();
  },
};

/** The same card on a Spanish page: the languages named in Spanish. */
export const SpeaksSpanishOnSpanishPage: Story = {
  args: { agent: bilingual },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Idiomas: inglés, español')).toBeVisible();
    await expect(canvas.getByText('DRE n.º 01894215')).toBeVisible();
  },
};

export const WithoutSocialLinks: Story = {
  args: { agent: withoutSocial },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /on LinkedIn/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /on Instagram/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Email / })).toBeVisible();
  },
};

/** The skeleton under the card it stands for: the same height (a flex column, so neither is stretched). */
export const Skeleton: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 32 }}>
      <AgentCard agent={args.agent} />
      <AgentCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-testid="agent-card-skeleton"]') as HTMLElement;
    const card = canvasElement.querySelector('article') as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(Math.abs(skeleton.getBoundingClientRect().height - card.getBoundingClientRect().height)).toBeLessThanOrEqual(2);
  },
};
