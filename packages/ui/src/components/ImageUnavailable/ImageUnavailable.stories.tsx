import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { properties } from '@pcr/content';
import * as mediaCard from '../../theme/recipes/media-card.css.js';
import { expectDarkTheme, storyPhotoUrl } from '../../../stories-support/story-helpers.js';
import { IMAGE_NOT_AVAILABLE, ImageUnavailable, useImageFallback } from './ImageUnavailable.js';

const property = properties[0]!;

/** A card's 3:2 picture frame, 360 px wide, as the media cards draw it. */
function CardFrame({ children }: { children: ReactNode }) {
  return (
    <div className={mediaCard.media} style={{ width: 360 }}>
      {children}
    </div>
  );
}

/** A picture with its fallback, as the cards and the gallery wire `useImageFallback`. */
function PictureWithFallback({ imageUrl, alt }: { imageUrl: string | undefined; alt: string }) {
  const { source, showImage, imageRef, onError } = useImageFallback(imageUrl);
  return (
    <CardFrame>
      {showImage ? (
        <img ref={imageRef} key={source} className={mediaCard.image} src={source} alt={alt} width={1200} height={800} onError={onError} />
      ) : (
        <ImageUnavailable className={mediaCard.imagePlaceholder} iconClassName={mediaCard.imagePlaceholderIcon} testId="image-placeholder" />
      )}
    </CardFrame>
  );
}

/**
 * What stands in for a missing or broken picture (spec section 4): a crossed-out picture icon and
 * the words "Image not available". It has no look of its own: each frame (card, gallery, city
 * hero) passes its classes, and the frame keeps its size. Pair it with `useImageFallback`, which
 * switches to it when an image has no URL or fails to load.
 */
const meta = {
  title: 'Components/ImageUnavailable',
  component: ImageUnavailable,
  args: { className: mediaCard.imagePlaceholder, iconClassName: mediaCard.imagePlaceholderIcon, testId: 'image-placeholder' },
  decorators: [
    (Story) => (
      <CardFrame>
        <Story />
      </CardFrame>
    ),
  ],
} satisfies Meta<typeof ImageUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a card's picture frame. */
export const InCardFrame: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(IMAGE_NOT_AVAILABLE)).toBeVisible();
    await expect(IMAGE_NOT_AVAILABLE).toBe('Image not available');
    // The icon is decoration: the words say it all.
    await expect(canvas.queryByRole('img')).toBeNull();
    const placeholder = canvas.getByTestId('image-placeholder');
    const frame = placeholder.parentElement!.getBoundingClientRect();
    await expect(frame.width).toBe(360);
    await expect(frame.height).toBe(240);
  },
};

/** An image URL that fails to load: the picture gives way to the placeholder, the frame keeps its size. */
export const ImageFails: Story = {
  decorators: [],
  render: () => <PictureWithFallback imageUrl={storyPhotoUrl('/images/properties/no-such-photo.jpg')} alt={property.title} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(IMAGE_NOT_AVAILABLE)).toBeVisible());
    await expect(canvas.queryByRole('img', { name: property.title })).toBeNull();
    await expect(canvas.getByTestId('image-placeholder').parentElement!.getBoundingClientRect().height).toBe(240);
  },
};

/** The same picture that loads: no placeholder. */
export const ImageLoads: Story = {
  decorators: [],
  render: () => <PictureWithFallback imageUrl={storyPhotoUrl(property.imageUrl)} alt={property.title} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: property.title })).toBeVisible();
    await expect(canvas.queryByText(IMAGE_NOT_AVAILABLE)).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(IMAGE_NOT_AVAILABLE)).toBeVisible();
    await expectDarkTheme(canvasElement);
  },
};
