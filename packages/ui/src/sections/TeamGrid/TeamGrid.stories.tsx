import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agents } from '@pcr/content';
import { Container } from '../../components/Container/Container.js';
import { TeamGrid } from './TeamGrid.js';

const teamMembers = agents.filter((agent) => !agent.isFounder);

const meta = {
  title: 'Sections/TeamGrid',
  component: TeamGrid,
  parameters: { frame: 'none' },
  decorators: [
    (Story) => (
      <Container style={{ paddingBlock: 64 }}>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof TeamGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { state: { status: 'loaded', data: teamMembers } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Our Agents' });
    await expect(region).toHaveAttribute('aria-busy', 'false');
    const cards = within(region).getAllByRole('article');
    await expect(cards).toHaveLength(teamMembers.length);
    for (const agent of teamMembers) {
      await expect(within(region).getByRole('heading', { name: agent.name })).toBeVisible();
    }
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Our Agents' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading agents…');
    const skeletons = canvasElement.querySelectorAll('[data-testid="agent-card-skeleton"]');
    await expect(skeletons).toHaveLength(6);
    skeletons.forEach((skeleton) => expect(skeleton).toHaveAttribute('aria-hidden', 'true'));
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '503: Service Unavailable' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: "We couldn't load our team" })).toBeVisible();
    await expect(alert).toHaveTextContent('503: Service Unavailable');
    await expect(within(alert).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Our team directory is being updated' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Dark: Story = { ...Loaded, globals: { theme: 'dark' } };

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };
