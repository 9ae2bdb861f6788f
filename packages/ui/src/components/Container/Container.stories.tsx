import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { about } from '@pcr/content';
import { SectionHeading } from '../SectionHeading/SectionHeading.js';
import { vars } from '../../theme/contract.css.js';
import { expectDarkTheme, mobileViewport } from '../../../stories-support/story-helpers.js';
import { Container } from './Container.js';

const { mission } = about;

/** The container's box and padding made visible, so the story shows what it does to its content. */
const outlined = { outline: `1px dashed ${vars.color.border}`, backgroundColor: vars.color.surfaceSunken, paddingBlock: 32 } as const;

/**
 * The site's layout column: centres a section at the reading width (1240 px, or 760 px when
 * `narrow`) with side padding that grows with the screen (20, 32, then 40 px). Wrap every band of
 * a page in one; use `narrow` for long reading text (guides, legal documents).
 */
const meta = {
  title: 'Components/Container',
  component: Container,
  args: { width: 'default' },
  parameters: { frame: 'none' },
  render: (args) => (
    <div style={{ paddingBlock: 32 }}>
      <Container {...args} style={outlined} data-testid="container">
        <SectionHeading title={mission.title} description={mission.paragraphs[1]} />
      </Container>
    </div>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box's content width: its width less its side padding. */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/** Whether the box sits in the middle of the window (equal space left and right). */
async function expectCentred(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await expect(Math.abs(box.left - (window.innerWidth - box.right))).toBeLessThanOrEqual(1);
}

/** Desktop (1280 px): the full window less 40 px on each side. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: mission.title })).toBeVisible();
    await expect(canvas.getByText(mission.paragraphs[1]!)).toBeVisible();
    const container = canvas.getByTestId('container');
    await expect(getComputedStyle(container).paddingLeft).toBe('40px');
    await expect(contentWidth(container)).toBeLessThanOrEqual(1240);
    await expectCentred(container);
  },
};

/** The reading column: text 760 px wide, centred. */
export const Narrow: Story = {
  args: { width: 'narrow' },
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    await expect(contentWidth(container)).toBe(760);
    await expectCentred(container);
    await expect(canvas.getByRole('heading', { level: 2, name: mission.title })).toBeVisible();
  },
};

/** A phone: 20 px on each side. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    await expect(getComputedStyle(container).paddingLeft).toBe('20px');
    await expect(getComputedStyle(container).paddingRight).toBe('20px');
    await expect(container.getBoundingClientRect().width).toBe(375);
    await expect(canvas.getByRole('heading', { level: 2, name: mission.title })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};

/** The container as a band of a page under its hero (`band`): 96 px above and below on a desktop. */
export const Band: Story = {
  args: { band: true },
  render: (args) => (
    <Container {...args} style={{ outline: outlined.outline, backgroundColor: outlined.backgroundColor }} data-testid="container">
      <SectionHeading title={mission.title} description={mission.paragraphs[1]} />
    </Container>
  ),
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    await expect(getComputedStyle(container).paddingTop).toBe('96px');
    await expect(getComputedStyle(container).paddingBottom).toBe('96px');
    await expect(canvas.getByRole('heading', { level: 2, name: mission.title })).toBeVisible();
  },
};

/** A band on a phone: 64 px above and below. */
export const BandOnAPhone: Story = {
  ...Band,
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    await expect(getComputedStyle(container).paddingTop).toBe('64px');
    await expect(getComputedStyle(container).paddingBottom).toBe('64px');
  },
};
