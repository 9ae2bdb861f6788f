import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { founder } from '@pcr/content';
import { Container } from '../../components/Container/Container.js';
import { FounderProfile, FounderProfileSkeleton } from './FounderProfile.js';

const meta = {
  title: 'Sections/FounderProfile',
  component: FounderProfile,
  args: { founder },
  parameters: { frame: 'none' },
  decorators: [
    (Story) => (
      <Container style={{ paddingBlock: 64 }}>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof FounderProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.founder.name })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `${args.founder.name}, ${args.founder.title}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Email / })).toHaveAttribute('href', `mailto:${args.founder.email}`);
  },
};

export const Loading: Story = {
  render: () => <FounderProfileSkeleton />,
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
