import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.js';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  parameters: { frame: 'padded' },
  args: { items: [{ label: 'Home', href: '/' }, { label: 'Cities', href: '/cities' }, { label: 'Irvine' }] },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CityTrail: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/cities');
    await expect(within(nav).getByText('Irvine')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Irvine' })).toBeNull();
  },
};
