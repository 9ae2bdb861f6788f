import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeading } from './SectionHeading.js';

const meta = {
  title: 'Components/SectionHeading',
  component: SectionHeading,
  args: {
    eyebrow: 'Featured',
    title: (
      <>
        Homes worth a <em>second look</em>
      </>
    ),
    description: 'Hand-picked listings from Newport Beach to Silver Lake, updated every week by our agents.',
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Homes worth a second look' })).toBeVisible();
  },
};

export const Centered: Story = { args: { align: 'center' } };
