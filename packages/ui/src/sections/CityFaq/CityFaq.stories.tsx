import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { cityDetails } from '@pcr/content';
import { CityFaq } from './CityFaq.js';

const city = cityDetails[0]!;

/** A city's questions and answers: one open at a time, and the open one closes again. */
const meta = {
  title: 'Sections/City/Faq',
  component: CityFaq,
  args: { cityName: city.name, faqs: city.faqs },
} satisfies Meta<typeof CityFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(city.faqs[0]!.answer)).toBeVisible();
    // Single: opening the second closes the first.
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // Collapsible: the open one closes again.
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
    await userEvent.click(first!);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
