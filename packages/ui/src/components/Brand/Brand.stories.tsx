import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css.js';
import { expectDarkTheme, storyIdentity } from '../../../stories-support/story-helpers.js';
import { Brand } from './Brand.js';

/** The logo mark and wordmark, linking home: default in the header, inverse on the footer's dark band. */
const meta = {
  title: 'Components/Brand',
  component: Brand,
  args: { brand: storyIdentity.brand },
  parameters: { frame: 'padded' },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Its name is the visible words, so a voice user can say what they see.
    const link = canvas.getByRole('link', { name: storyIdentity.brand });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.inverseSurface, color: vars.color.inverseText, padding: 24, borderRadius: 12 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: storyIdentity.brand })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(canvas.getByRole('link', { name: storyIdentity.brand })).toBeVisible();
  },
};
