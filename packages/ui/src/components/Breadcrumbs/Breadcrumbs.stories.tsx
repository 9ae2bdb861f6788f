import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { jsonLdOfType } from '../../utils/structured-data/read-json-ld.js';
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
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/cities');
    await expect(within(nav).getByText('Irvine')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Irvine' })).toBeNull();

    // The same trail for search engines: absolute links, and none for the current page.
    const [list, ...others] = jsonLdOfType('BreadcrumbList', canvasElement);
    await expect(others).toHaveLength(0);
    await expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${window.location.origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Cities', item: `${window.location.origin}/cities` },
      { '@type': 'ListItem', position: 3, name: 'Irvine' },
    ]);
  },
};
