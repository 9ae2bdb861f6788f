import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectDarkTheme, storyAttribution } from '../../../stories-support/story-helpers.js';
import { MlsDisclaimer } from './MlsDisclaimer.js';

/** The MLS's disclaimer under its listings, with when the data was last updated (in California time). */
const meta = {
  title: 'Components/MlsDisclaimer',
  component: MlsDisclaimer,
  args: { attributions: [storyAttribution] },
  parameters: { frame: 'padded' },
  // On the page it sits in the listings' section, whose text colour it mutes.
  decorators: [
    (Story) => (
      <div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MlsDisclaimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const disclaimer = canvas.getByTestId('mls-disclaimer');
    await expect(disclaimer).toHaveTextContent(
      "Listing information is provided by the multiple listing service for consumers' personal, non-commercial use. It is deemed reliable but is not guaranteed. Listing data last updated November 24, 2026 at 10:00 AM PST.",
    );
    await expect(canvas.getByText('November 24, 2026 at 10:00 AM PST')).toHaveAttribute('datetime', '2026-11-24T18:00:00.000Z');
  },
};

/** Listings from two MLSs (an agency in two boards' areas): each disclaimer with its own time. */
export const TwoSources: Story = {
  args: {
    attributions: [storyAttribution, { disclaimer: 'Listings courtesy of the Westside MLS. Information deemed reliable but not guaranteed.', dataUpdatedAt: '2026-07-04T00:30:00.000Z' }],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="mls-disclaimer"] p')).toHaveLength(2);
    await expect(canvas.getByText('July 3, 2026 at 5:30 PM PDT')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
