import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../../../stories-support/story-helpers.js';
import { Link } from '../../components/Link/Link.js';
import { FiltersSheet } from './FiltersSheet.js';

/** A stand-in form: the sheet takes any; the page gives it the property search (Pages/PropertiesPage). */
function SampleForm() {
  return (
    <form method="get" action="/properties" onSubmit={(event) => event.preventDefault()}>
      <label>
        Bedrooms <input name="minBeds" />
      </label>
      <button type="submit">Show homes</button>
      {/* The site's link: in Storybook it stays on the story. */}
      <Link href="/properties">Clear filters</Link>
    </form>
  );
}

/** The phones' "Filters" button and the sheet it opens (a modal dialog from the bottom of the screen). */
const meta = {
  title: 'Sections/FiltersSheet',
  component: FiltersSheet,
  args: { activeCount: 0, children: <SampleForm /> },
  globals: mobileViewport,
} satisfies Meta<typeof FiltersSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter in the address: the button says only "Filters". */
export const NoActiveFilters: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filters' });
    await expect(button).toHaveTextContent(/^Filters$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** One filter: said in the singular. */
export const OneActiveFilter: Story = {
  args: { activeCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters, 1 active' })).toHaveTextContent(/^Filters \(1\)$/);
  },
};

/** Sending the form closes the sheet, and so does following a link in it; each time the focus goes back to the button. */
export const ClosesOnSubmitAndLink: Story = {
  args: { activeCount: 3 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filters, 3 active' });
    for (const leave of ['Show homes', 'Clear filters']) {
      await userEvent.click(button);
      const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
      await expect(sheet.getByRole('heading', { level: 2, name: 'Filters' })).toBeVisible();
      await userEvent.click(sheet.getByText(leave));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    }
  },
};
