import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ArticleBlock } from '@pcr/contracts';
import { guides, privacyPolicy } from '@pcr/content';
import { expectDarkTheme, storyIdentity } from '../../../stories-support/story-helpers.js';
import { ArticleBlocks } from './ArticleBlocks.js';

const allBlocks: ArticleBlock[] = [...guides, privacyPolicy].flatMap((doc) => doc.sections.flatMap((section) => section.blocks));
const first = <T extends ArticleBlock['type']>(type: T, test: (block: Extract<ArticleBlock, { type: T }>) => boolean = () => true) => {
  const found = allBlocks.find((block): block is Extract<ArticleBlock, { type: T }> => block.type === type && test(block as never));
  if (!found) throw new Error(`No ${type} block in the content package`);
  return found;
};

/** One block of every kind, taken from the real guides and the privacy policy. */
const sample: ArticleBlock[] = [
  first('paragraph', (b) => b.text.includes('{email}') && b.text.includes('{phone}')),
  first('list', (b) => b.items.some((item) => typeof item !== 'string' && item.href !== undefined)),
  first('list', (b) => b.ordered === true),
  first('steps'),
  first('table', (b) => b.columns.length > 3),
  first('callout', (b) => b.tone === 'tip' && b.link !== undefined),
  first('callout', (b) => b.tone === 'note'),
  first('callout', (b) => b.tone === 'important'),
];

const meta = {
  title: 'Sections/ArticleBlocks',
  component: ArticleBlocks,
  args: { blocks: sample, identity: storyIdentity },
} satisfies Meta<typeof ArticleBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryBlockType: Story = {
  play: async ({ canvas }) => {
    // Identity tokens become real links.
    await expect(canvas.getByRole('link', { name: storyIdentity.email })).toHaveAttribute('href', `mailto:${storyIdentity.email}`);
    await expect(canvas.getByRole('link', { name: storyIdentity.phoneDisplay })).toHaveAttribute('href', storyIdentity.phoneHref);
    await expect(canvas.queryByText(/\{(brand|email|phone)\}/)).toBeNull();

    // Terms with a page link to it.
    await expect(canvas.getByRole('link', { name: 'Newport Beach' })).toHaveAttribute('href', '/neighborhoods/newport-beach');

    // Steps are an ordered list with a heading per step.
    const steps = sample[3];
    if (steps?.type !== 'steps') throw new Error('expected steps');
    for (const item of steps.items) await expect(canvas.getByRole('heading', { level: 3, name: item.title })).toBeVisible();

    // The table is named by its caption and can be scrolled with the keyboard.
    const table = sample[4];
    if (table?.type !== 'table') throw new Error('expected a table');
    const region = canvas.getByRole('region', { name: table.caption });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(table.columns);
    await expect(within(region).getAllByRole('row')).toHaveLength(table.rows.length + 1);

    // Callouts say what kind they are and may link on.
    const notes = canvas.getAllByRole('note');
    await expect(notes).toHaveLength(3);
    await expect(notes[0]).toHaveTextContent(/^Tip:/);
    await expect(notes[2]).toHaveTextContent(/^Important:/);
    await expect(within(notes[0] as HTMLElement).getByRole('link', { name: 'Read the Mortgage Guide' })).toHaveAttribute(
      'href',
      '/resources/mortgage-guide',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
