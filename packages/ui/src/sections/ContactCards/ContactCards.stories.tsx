import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BUSINESS_HOURS } from '@pcr/contracts';
import { contact } from '@pcr/content';
import { expectDarkTheme, mobileViewport, storyIdentity } from '../../../stories-support/story-helpers.js';
import { ContactCards } from './ContactCards.js';

const meta = {
  title: 'Sections/ContactCards',
  component: ContactCards,
  args: { identity: storyIdentity, serviceAreas: contact.serviceAreas, areasHref: '#service-areas' },
} satisfies Meta<typeof ContactCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Contact details' });
    const headings = within(section).getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual(['Call us', 'Email us', 'Service areas', 'Opening hours']);
    await expect(within(section).getByRole('link', { name: storyIdentity.phoneDisplay })).toHaveAttribute('href', storyIdentity.phoneHref);
    await expect(within(section).getByRole('link', { name: storyIdentity.email })).toHaveAttribute('href', `mailto:${storyIdentity.email}`);
    await expect(within(section).getByText('Orange County & Los Angeles')).toBeVisible();
    await expect(within(section).getByRole('link', { name: 'See every area we serve' })).toHaveAttribute('href', '#service-areas');
    await expect(within(section).getByText('We reply within 24 hours.')).toBeVisible();
    for (const entry of BUSINESS_HOURS) {
      await expect(within(section).getByText(entry.days)).toBeVisible();
      await expect(within(section).getByText(entry.hours)).toBeVisible();
    }
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: storyIdentity.email })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
