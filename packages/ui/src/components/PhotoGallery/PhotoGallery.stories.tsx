import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { properties } from '@pcr/content';
import { expectDarkTheme, mobileViewport } from '../../../stories-support/story-helpers.js';
import { PhotoGallery } from './PhotoGallery.js';

const condo = properties.find((p) => p.id === 'pcr-1020')!;

/** A horizontal (or any) drag on the photo, as a finger sends it: down, one move, up. */
function drag(target: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  const init = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: from.x, clientY: from.y }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: to.x, clientY: to.y }));
}

/** A property's photos, one at a time, with Previous/Next, the count, thumbnails, keys and swipes; at the width of the property page's column. */
const meta = {
  title: 'Components/PhotoGallery',
  component: PhotoGallery,
  args: { photos: condo.photos!, title: condo.title },
  parameters: { frame: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: 760 }}>
      <PhotoGallery {...args} />
    </div>
  ),
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const gallery = canvas.getByRole('region', { name: 'Photos of Pier-Side Condo in Downtown Huntington Beach' });
    await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    const inGallery = within(gallery);
    const count = inGallery.getByText('Photo 1 of 4');
    await expect(count).toBeVisible();
    // A polite live region: the count is read when it changes, not when the page loads.
    await expect(count).toHaveAttribute('aria-live', 'polite');

    const first = inGallery.getByRole('img', { name: 'The four-story building across Pacific Coast Highway from the pier' });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '1200');
    await expect(first).toHaveAttribute('height', '800');
    await expect(inGallery.getByRole('group', { name: '1 of 4' })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(inGallery.getAllByRole('img')).toHaveLength(1);

    const thumbnails = within(inGallery.getByRole('button', { name: 'Show photo 1 of 4: The four-story building across Pacific Coast Highway from the pier' }).parentElement!).getAllByRole('button');
    await expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show photo 1 of 4: The four-story building across Pacific Coast Highway from the pier',
      'Show photo 2 of 4: Living room opening onto the ocean-view balcony',
      'Show photo 3 of 4: Kitchen with quartz counters and a breakfast bar',
      'Show photo 4 of 4: Sunset over the pier from the balcony',
    ]);
    await expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    for (const thumbnail of thumbnails) await expect(thumbnail.querySelector('img')).toHaveAttribute('loading', 'lazy');

    // Next, Previous, and Previous again from the first photo wraps to the last.
    await userEvent.click(inGallery.getByRole('button', { name: 'Next photo' }));
    await expect(inGallery.getByText('Photo 2 of 4')).toBeVisible();
    const second = inGallery.getByRole('img', { name: 'Living room opening onto the ocean-view balcony' });
    await expect(second).toBeVisible();
    await expect(second).not.toHaveAttribute('fetchpriority');
    await expect(inGallery.getByRole('group', { name: '2 of 4' })).toBeVisible();
    await expect(inGallery.queryByRole('img', { name: 'The four-story building across Pacific Coast Highway from the pier' })).toBeNull();
    await expect(thumbnails[1]).toHaveAttribute('aria-current', 'true');
    await expect(thumbnails[0]).not.toHaveAttribute('aria-current');
    await userEvent.click(inGallery.getByRole('button', { name: 'Previous photo' }));
    await expect(inGallery.getByText('Photo 1 of 4')).toBeVisible();
    await userEvent.click(inGallery.getByRole('button', { name: 'Previous photo' }));
    await expect(inGallery.getByText('Photo 4 of 4')).toBeVisible();
    await expect(inGallery.getByRole('img', { name: 'Sunset over the pier from the balcony' })).toBeVisible();

    // A thumbnail shows its photo.
    await userEvent.click(thumbnails[2]!);
    await expect(inGallery.getByText('Photo 3 of 4')).toBeVisible();
    await expect(inGallery.getByRole('img', { name: 'Kitchen with quartz counters and a breakfast bar' })).toBeVisible();
    await expect(thumbnails[2]).toHaveAttribute('aria-current', 'true');

    // Keys on the gallery (here from the focused thumbnail, whose focus follows the photo).
    await userEvent.keyboard('{ArrowRight}');
    await expect(inGallery.getByText('Photo 4 of 4')).toBeVisible();
    await expect(thumbnails[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(inGallery.getByText('Photo 1 of 4')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(inGallery.getByText('Photo 4 of 4')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(inGallery.getByText('Photo 3 of 4')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(inGallery.getByText('Photo 1 of 4')).toBeVisible();
    await expect(thumbnails[0]).toHaveFocus();
    // From Next too: the keys work anywhere in the gallery.
    inGallery.getByRole('button', { name: 'Next photo' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(inGallery.getByText('Photo 2 of 4')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(inGallery.getByText('Photo 1 of 4')).toBeVisible();

    // A swipe to the left shows the next photo, to the right the previous one.
    const frame = () => inGallery.getByRole('group', { name: /of 4$/ });
    drag(frame(), { x: 500, y: 300 }, { x: 420, y: 310 });
    await waitFor(() => expect(inGallery.getByText('Photo 2 of 4')).toBeVisible());
    await expect(inGallery.getByRole('img', { name: 'Living room opening onto the ocean-view balcony' })).toBeVisible();
    drag(frame(), { x: 300, y: 300 }, { x: 380, y: 290 });
    await waitFor(() => expect(inGallery.getByText('Photo 1 of 4')).toBeVisible());
    // A short drag, or a mostly vertical one (a scroll), is no swipe.
    drag(frame(), { x: 500, y: 300 }, { x: 475, y: 300 });
    drag(frame(), { x: 500, y: 300 }, { x: 440, y: 400 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(inGallery.getByText('Photo 1 of 4')).toBeVisible();
    await expect(getComputedStyle(frame()).touchAction).toBe('pan-y');
  },
};

/** One photo: the photo alone, as the property page showed it before, with no controls. */
export const SinglePhoto: Story = {
  args: { photos: condo.photos!.slice(0, 1) },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('img', { name: 'The four-story building across Pacific Coast Highway from the pier' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByText(/^Photo \d/)).toBeNull();
  },
};

/** A photo that does not load: 'Image not available' in its frame; the other photos still show. */
export const PhotoFails: Story = {
  args: {
    photos: [
      condo.photos![0]!,
      { url: '/images/properties/missing-photo.jpg', alt: 'Primary bedroom with a view of the pier' },
      condo.photos![2]!,
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByText('Photo 2 of 3')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Image not available')).toBeVisible());
    await expect(canvas.queryByRole('img', { name: 'Primary bedroom with a view of the pier' })).toBeNull();
    // The frame keeps its size (3:2 of the gallery's width).
    const frame = canvas.getByRole('group', { name: '2 of 3' });
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.abs(height - (width * 2) / 3)).toBeLessThanOrEqual(1);
    // Its thumbnail stays a button, named by the photo's alt, with an empty tile.
    const thumbnail = canvas.getByRole('button', { name: 'Show photo 2 of 3: Primary bedroom with a view of the pier' });
    await waitFor(() => expect(thumbnail.querySelector('img')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByRole('img', { name: 'Kitchen with quartz counters and a breakfast bar' })).toBeVisible();
    await expect(canvas.queryByText('Image not available')).toBeNull();
    // Back to the failed photo: the placeholder again, for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await waitFor(() => expect(canvas.getByText('Image not available')).toBeVisible());
  },
};

/** No photo at all: the frame with 'Image not available'. */
export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Image not available')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    // The current thumbnail's ring is the dark theme's light accent (#8DC3E6), not the light theme's navy.
    await expect(getComputedStyle(canvas.getByRole('button', { name: /^Show photo 1 of 4/ })).borderTopColor).toBe('rgb(141, 195, 230)');
  },
};

/** A phone: the controls and the four thumbnails fit the width in one row each; a swipe changes the photo. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const gallery = canvas.getByRole('region', { name: 'Photos of Pier-Side Condo in Downtown Huntington Beach' });
    await expect(gallery.scrollWidth).toBeLessThanOrEqual(gallery.clientWidth);
    const thumbnails = within(gallery).getAllByRole('button', { name: /^Show photo/ });
    const tops = new Set(thumbnails.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const previous = canvas.getByRole('button', { name: 'Previous photo' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Next photo' }).getBoundingClientRect();
    await expect(Math.round(previous.top)).toBe(Math.round(next.top));
    drag(canvas.getByRole('group', { name: '1 of 4' }), { x: 250, y: 150 }, { x: 150, y: 160 });
    await waitFor(() => expect(canvas.getByText('Photo 2 of 4')).toBeVisible());
  },
};
