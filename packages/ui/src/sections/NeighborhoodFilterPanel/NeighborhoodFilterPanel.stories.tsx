import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatMillions } from '@pcr/contracts';
import { NEIGHBORHOOD_FILTERS, NEIGHBORHOOD_FILTERS_NOTE, NeighborhoodFilterPanel } from './NeighborhoodFilterPanel.js';

/** The neighborhoods list's filter panel: shown for review, disabled, and saying so. */
const meta = {
  title: 'Sections/Neighborhood/FilterPanel',
  component: NeighborhoodFilterPanel,
} satisfies Meta<typeof NeighborhoodFilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <NeighborhoodFilterPanel />,
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Filter Neighborhoods' });
    await expect(within(panel).getByText('Preview')).toBeVisible();
    await expect(within(panel).getByText(NEIGHBORHOOD_FILTERS_NOTE)).toBeVisible();
    // One disabled group, named by the heading and described by the note.
    const group = within(panel).getByRole('group', { name: 'Filter Neighborhoods' });
    await expect(group).toBeDisabled();
    await expect(group).toHaveAccessibleDescription(NEIGHBORHOOD_FILTERS_NOTE);
    for (const filter of NEIGHBORHOOD_FILTERS) {
      const select = within(group).getByRole('combobox', { name: filter.label });
      await expect(select).toBeDisabled();
      await expect(select).toHaveDisplayValue(filter.options[0]);
    }
    await expect(within(group).getByRole('option', { name: 'Orange County' })).toBeInTheDocument();
    await expect(within(group).getByRole('option', { name: `Under ${formatMillions(1.5)}` })).toBeInTheDocument();
    // Nothing in it takes keyboard focus: no control pretends to work.
    await userEvent.tab();
    await expect(group.contains(document.activeElement)).toBe(false);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
