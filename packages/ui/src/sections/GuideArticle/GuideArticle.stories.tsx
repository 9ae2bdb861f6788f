import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guide } from '@pcr/contracts';
import { findGuide, relatedResources } from '@pcr/content';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.js';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { GuideArticle, type GuideArticleProps } from './GuideArticle.js';

function guideArgs(slug: string): GuideArticleProps {
  const guide = findGuide(slug);
  if (!guide) throw new Error(`No guide "${slug}" in the content package`);
  return {
    guide,
    related: relatedResources(guide),
    identity: storyIdentity,
    breadcrumbs: (
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Buyer Resources', href: '/resources' }, { label: guide.title }]} />
    ),
  };
}

/** What a reader sees in any guide: title, contents linking to every section, the call to action, related guides. */
async function expectGuide(canvasElement: HTMLElement, guide: Guide) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
  const header = within(canvasElement.querySelector('article > header') as HTMLElement);
  await expect(header.getByText(guide.summary)).toBeVisible();
  await expect(header.getByText(`${guide.readingMinutes} min read`)).toBeVisible();
  await expect(header.getByText(`${guide.sections.length} sections`)).toBeVisible();

  const toc = canvas.getByRole('navigation', { name: 'In this guide' });
  const links = within(toc).getAllByRole('link');
  await expect(links.map((link) => link.getAttribute('href'))).toEqual(guide.sections.map((section) => `#${section.id}`));
  for (const section of guide.sections) {
    const target = canvasElement.querySelector(`#${section.id}`);
    await expect(target?.tagName).toBe('H2');
    await expect(target).toHaveTextContent(section.heading);
    await expect(canvas.getByRole('region', { name: section.heading })).toBeInTheDocument();
  }

  await expect(canvas.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute('href', '/contact');
  await expect(canvas.getByRole('link', { name: `Call ${storyIdentity.phoneDisplay}` })).toHaveAttribute('href', storyIdentity.phoneHref);

  const related = canvas.getByRole('region', { name: 'Related resources' });
  for (const resource of relatedResources(guide)) {
    await expect(within(related).getByRole('link', { name: resource.title })).toHaveAttribute('href', resource.href);
  }
}

/**
 * Every guide is played (contents, anchors, links, axe), but only one keeps a screenshot: the
 * layout's pixels are covered by Pages/GuidePage and each kind of block by Sections/ArticleBlocks,
 * and a baseline per long article would only add megabytes.
 */
const noScreenshot = { screenshot: { disable: true } };

const meta = {
  title: 'Sections/GuideArticle',
  component: GuideArticle,
  parameters: { frame: 'none' },
  args: guideArgs('first-time-buyers'),
} satisfies Meta<typeof GuideArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTimeBuyers: Story = {
  parameters: noScreenshot,
  play: async ({ canvasElement, args }) => {
    await expectGuide(canvasElement, args.guide);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

export const HomeBuyingProcess: Story = {
  parameters: noScreenshot,
  args: guideArgs('home-buying-process'),
  play: async ({ canvasElement, args }) => {
    await expectGuide(canvasElement, args.guide);
    const steps = within(canvasElement).getByRole('region', { name: 'The nine steps' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(9);
    await expect(within(steps).getAllByRole('heading', { level: 3 })).toHaveLength(9);
  },
};

export const MortgageGuide: Story = {
  parameters: noScreenshot,
  args: guideArgs('mortgage-guide'),
  play: async ({ canvasElement, args }) => {
    await expectGuide(canvasElement, args.guide);
    const table = within(canvasElement).getByRole('region', { name: 'Common loan types at a glance' });
    for (const loan of ['Conventional', 'FHA', 'VA', 'Jumbo']) await expect(within(table).getByRole('rowheader', { name: loan })).toBeVisible();
  },
};

export const HomeValueTips: Story = {
  parameters: noScreenshot,
  args: guideArgs('home-value-tips'),
  play: async ({ canvasElement, args }) => expectGuide(canvasElement, args.guide),
};

export const NeighborhoodGuide: Story = {
  args: guideArgs('neighborhood-guide'),
  play: async ({ canvasElement, args }) => {
    await expectGuide(canvasElement, args.guide);
    const oc = within(canvasElement).getByRole('region', { name: 'Orange County' });
    await expect(within(oc).getByRole('link', { name: 'Irvine' })).toHaveAttribute('href', '/neighborhoods/irvine');
    const la = within(canvasElement).getByRole('region', { name: 'Los Angeles' });
    await expect(within(la).getByRole('link', { name: 'Silver Lake' })).toHaveAttribute('href', '/neighborhoods/silver-lake');
  },
};
