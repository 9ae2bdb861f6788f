import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorState } from './ErrorState.js';
import { expectDarkTheme } from '../../../stories-support/story-helpers.js';

/** A section that failed to load: announced as an alert, in the destructive tone, with a way forward. */
const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: {
    title: 'Unable to Load Hot Listings',
    description: "We're having trouble connecting to the listing provider API. Please try again later.",
    detail: '502: Bad Gateway',
    action: { href: '/contact', label: 'Contact Us' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HotListingsUnavailable: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Load Hot Listings');
    await expect(alert).toHaveTextContent("We're having trouble connecting to the listing provider API. Please try again later.");
    await expect(canvas.getByText('502: Bad Gateway')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

/** The cities error of spec section 8 is one sentence, shown as the title alone. */
export const TitleOnly: Story = {
  args: { title: 'Error loading cities. Please try again later.', description: undefined, detail: undefined, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading cities. Please try again later.');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
