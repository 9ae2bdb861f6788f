import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState.js';
import { expectDarkTheme } from '../../../stories-support/story-helpers.js';

/** A section that loaded but has nothing to show, with an optional way forward. */
const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No homes here yet',
    description: 'There are currently no available properties in this neighborhood. Please check back soon or contact us to be notified when new listings become available.',
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

export const WithAction: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'No homes here yet' })).toBeVisible();
    await expect(canvas.getByText('There are currently no available properties in this neighborhood. Please check back soon or contact us to be notified when new listings become available.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // Nothing failed: an empty section is no alert.
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Testimonials are on their way', icon: 'quote', description: undefined, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Testimonials are on their way' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
