import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { about } from '@pcr/content';
import { expectDarkTheme, mobileViewport } from '../../../stories-support/story-helpers.js';
import { ValuesGrid } from './ValuesGrid.js';

const meta = {
  title: 'Sections/ValuesGrid',
  component: ValuesGrid,
  args: { values: about.values },
} satisfies Meta<typeof ValuesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Our Values' });
    const headings = within(section).getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual(['Integrity', 'Excellence', 'Client-Focused', 'Local Expertise']);
    for (const value of about.values) await expect(within(section).getByText(value.description)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
