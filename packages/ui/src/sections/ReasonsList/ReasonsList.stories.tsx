import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { about } from '@pcr/content';
import { ReasonsList } from './ReasonsList.js';

const meta = {
  title: 'Sections/ReasonsList',
  component: ReasonsList,
  args: { reasons: about.reasons },
} satisfies Meta<typeof ReasonsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Why Choose Us' });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(about.reasons.length);
    for (const reason of about.reasons) {
      await expect(within(section).getByRole('heading', { level: 3, name: reason.title })).toBeVisible();
    }
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
