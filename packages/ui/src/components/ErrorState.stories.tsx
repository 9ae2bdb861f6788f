import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { errorMessages } from '@pcr/contracts';
import { ErrorState } from './ErrorState.js';

/** A section that failed to load: announced as an alert, in the destructive tone, with a way forward. */
const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: {
    title: errorMessages.hotListings.title,
    description: errorMessages.hotListings.description,
    detail: '502: Bad Gateway',
    action: { href: '/contact', label: errorMessages.hotListings.action },
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
    await expect(alert).toHaveTextContent(errorMessages.hotListings.title);
    await expect(alert).toHaveTextContent(errorMessages.hotListings.description);
    await expect(canvas.getByText('502: Bad Gateway')).toBeVisible();
    await expect(canvas.getByRole('link', { name: errorMessages.hotListings.action })).toHaveAttribute('href', '/contact');
  },
};

/** The cities error of spec section 8 is one sentence, shown as the title alone. */
export const TitleOnly: Story = {
  args: { title: errorMessages.cities, description: undefined, detail: undefined, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(errorMessages.cities);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
