import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { testimonials } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell } from '../../../stories-support/story-helpers.js';
import { TestimonialsPage } from './TestimonialsPage.js';

/** /testimonials: every client testimonial. */
const meta = {
  title: 'Pages/TestimonialsPage',
  component: TestimonialsPage,
  args: { testimonials: { status: 'loaded', data: testimonials } },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/testimonials">
      <TestimonialsPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof TestimonialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getAllByRole('figure')).toHaveLength(testimonials.length);
  },
};

export const Loading: Story = {
  args: { testimonials: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="testimonial-card-skeleton"]')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { testimonials: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Testimonials are on their way' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).queryAllByRole('figure')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { testimonials: { status: 'error', message: '503: Service Unavailable' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getByRole('heading', { name: "We couldn't load our testimonials" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getAllByRole('figure')).toHaveLength(testimonials.length);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};

/** The page in Spanish on a phone (Spanish runs about a quarter longer): the clients' words as they wrote them. */
export const SpanishMobile: Story = {
  globals: { ...mobileViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('En sus propias palabras');
    await expect(canvas.getByRole('heading', { name: 'Testimonios' })).toBeVisible();
    const quotes = canvasElement.querySelectorAll('main blockquote');
    await expect(quotes).toHaveLength(testimonials.length);
    for (const quote of quotes) await expect(quote).toHaveAttribute('lang', 'en');
    await expect(within(canvas.getByRole('main')).getAllByRole('img', { name: /^Calificación: \d\.\d de 5$/ })).toHaveLength(testimonials.length);
    // Nothing wider than the phone's screen.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const SpanishError: Story = {
  args: { testimonials: { status: 'error', message: '503: Service Unavailable' } },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getByRole('heading', { name: 'No pudimos cargar nuestros testimonios' })).toBeVisible();
  },
};
