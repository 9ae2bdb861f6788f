import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { CallToAction } from './CallToAction.js';

const meta = {
  title: 'Sections/CallToAction',
  component: CallToAction,
  args: {
    eyebrow: 'Let’s talk',
    title: 'Ready to write your next chapter?',
    children: 'Tell us what you are looking for, or browse the homes we represent.',
    primary: { href: '/contact', label: 'Contact Us' },
    secondary: { href: '/properties', label: 'View Properties' },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sand: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ready to write your next chapter?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'View Properties' })).toHaveAttribute('href', '/properties');
  },
};

/** As it closes a guide: navy, stacked, with a phone link. */
export const Navy: Story = {
  args: {
    tone: 'navy',
    stacked: true,
    eyebrow: 'Talk to a local expert',
    title: 'Questions about your own situation?',
    children: 'Tell us where you are in the process and we will reply within 24 hours.',
    primary: { href: '/contact', label: 'Contact an Agent' },
    secondary: { href: storyIdentity.phoneHref, label: `Call ${storyIdentity.phoneDisplay}`, icon: 'phone' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: `Call ${storyIdentity.phoneDisplay}` })).toHaveAttribute('href', storyIdentity.phoneHref);
  },
};

export const SandDark: Story = { ...Sand, globals: { theme: 'dark' } };

export const NavyDark: Story = { ...Navy, globals: { theme: 'dark' } };
