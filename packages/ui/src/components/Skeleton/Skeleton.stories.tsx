import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText } from './Skeleton.js';

/** Placeholder shapes the card skeletons are built from; hidden from assistive technology. */
const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton shape="block" width="100%" aspectRatio="16 / 9" />
      <Skeleton width="60%" height="1.5rem" />
      <Skeleton width="90%" />
      <Skeleton width="75%" />
      <Skeleton shape="circle" width={48} height={48} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[data-skeleton]');
    await expect(shapes).toHaveLength(5);
    for (const shape of shapes) await expect(shape).toHaveAttribute('aria-hidden', 'true');
    const block = shapes[0]!.getBoundingClientRect();
    await expect(Math.abs(block.height - (block.width * 9) / 16)).toBeLessThanOrEqual(1);
  },
};

/** Lines inside an element styled like the text they stand for: each exactly one of its lines tall. */
export const TextLines: Story = {
  render: () => (
    <>
      <SkeletonText lines={['100%', '92%', '60%']} />
      <p data-testid="real-text">
        One line
        <br />
        Two lines
        <br />
        Three lines
      </p>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const placeholder = canvasElement.querySelector('p[aria-hidden="true"]') as HTMLElement;
    const text = canvas.getByTestId('real-text');
    await expect(Math.abs(placeholder.getBoundingClientRect().height - text.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
  },
};
