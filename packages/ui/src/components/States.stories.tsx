import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { errorMessages } from '@pcr/contracts';
import { EmptyState } from './EmptyState.js';
import { ErrorState } from './ErrorState.js';
import { Skeleton } from './Skeleton.js';

const meta = {
  title: 'Components/States',
  component: EmptyState,
  args: {
    title: 'No homes here yet',
    description: errorMessages.areaPropertiesEmpty,
    icon: 'home',
    action: { href: '/contact', label: 'Contact Us' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No homes here yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

export const Error: Story = {
  render: () => (
    <ErrorState
      title={errorMessages.hotListings.title}
      description={errorMessages.hotListings.description}
      detail="502: Bad Gateway"
      action={{ href: '/contact', label: errorMessages.hotListings.action }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(errorMessages.hotListings.title);
  },
};

export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton shape="block" width="100%" aspectRatio="16 / 9" />
      <Skeleton width="60%" height="1.5rem" />
      <Skeleton width="90%" />
      <Skeleton width="75%" />
      <Skeleton shape="circle" width={48} height={48} />
    </div>
  ),
};
