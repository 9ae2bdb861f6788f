import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { editorialIn, findGuide, relatedResources } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, storyIdentity, narrowViewport, expectFitsScreen } from '../../../stories-support/story-helpers.js';
import { jsonLdOfType } from '../../utils/structured-data/read-json-ld.js';
import { GuidePage } from './GuidePage.js';

const guide = findGuide('home-buying-process');
if (!guide) throw new Error('No home-buying-process guide in the content package');
const mortgageGuide = findGuide('mortgage-guide');
if (!mortgageGuide) throw new Error('No mortgage-guide guide in the content package');

const meta = {
  title: 'Pages/GuidePage',
  component: GuidePage,
  args: {
    guide,
    related: relatedResources(guide),
    identity: storyIdentity,
  },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path={`/resources/${args.guide.slug}`}>
      <GuidePage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof GuidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    // Only the mortgage guide has the calculator.
    await expect(main.queryByRole('region', { name: 'Estimate your monthly payment' })).toBeNull();
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Buyer Resources' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const breadcrumb = within(main.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Buyer Resources' })).toHaveAttribute('href', '/resources');

    // Contents: one in-page link per section, each landing on that section's heading.
    const toc = within(main.getByRole('navigation', { name: 'In this guide' }));
    const links = toc.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#nine-steps',
      '#escrow-and-title',
      '#challenges',
      '#timeline',
      '#after-closing',
    ]);
    for (const link of links) {
      const target = canvasElement.querySelector(link.getAttribute('href') ?? '');
      await expect(target?.tagName).toBe('H2');
      await expect(target).toHaveTextContent(link.textContent ?? '');
    }

    const steps = within(main.getByRole('region', { name: 'The nine steps' }));
    await expect(steps.getAllByRole('heading', { level: 3 })).toHaveLength(9);
    await expect(main.getByRole('region', { name: 'Typical timeline for a financed purchase' })).toBeVisible();

    await expect(main.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute('href', '/contact');
    const related = within(main.getByRole('region', { name: 'Related resources' }));
    await expect(related.getAllByRole('article')).toHaveLength(guide.related.length);

    // The guide for search engines: an Article by the agency, with its dates and the agency's PNG logo.
    // Its image is the page's share card, which only the server knows (apps/api/test/guide-structured-data.test.ts).
    const [article, ...others] = jsonLdOfType('Article', canvasElement);
    await expect(others).toHaveLength(0);
    await expect(article).toMatchObject({
      headline: 'The Home Buying Process, Step by Step',
      url: `${window.location.origin}/resources/home-buying-process`,
      datePublished: '2023-04-11',
      dateModified: '2024-11-05',
      author: { '@type': 'Organization', name: 'Pacific Crest Realty' },
      publisher: {
        logo: { '@type': 'ImageObject', url: `${window.location.origin}/logo.png`, width: 512, height: 512 },
      },
    });
    await expect(article).not.toHaveProperty('image');
    const [trail] = jsonLdOfType('BreadcrumbList', canvasElement);
    await expect((trail?.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Buyer Resources',
      'The Home Buying Process, Step by Step',
    ]);
  },
};

/** The mortgage guide ends with the calculator, starting from a $1,000,000 home. */
export const MortgageGuide: Story = {
  args: { guide: mortgageGuide, related: relatedResources(mortgageGuide) },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Mortgage Guide for California Buyers' })).toBeVisible();
    const calculator = within(main.getByRole('region', { name: 'Estimate your monthly payment' }));
    await expect(calculator.getByRole('heading', { level: 2, name: 'Estimate your monthly payment' })).toBeVisible();
    await expect(calculator.getByRole('textbox', { name: 'Home price ($)' })).toHaveValue('1,000,000');
    // $800,000 at 6.5 % for 30 years ($5,056.54), tax $916.67, insurance $291.67.
    await expect(calculator.getByText('$6,264.88')).toBeVisible();
    await expect(calculator.getByText('$916.67')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    // The table scrolls inside its own box instead of widening the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
  },
};

const spanish = editorialIn('es');
const mortgageGuideEs = spanish.guides.find((g) => g.slug === 'mortgage-guide')!;

/** /es/resources/mortgage-guide at 320 px: the guide, its table and its related guides in Spanish. */
export const SpanishNarrow: Story = {
  args: { guide: mortgageGuideEs, related: relatedResources(mortgageGuideEs, spanish.resources) },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Guía hipotecaria para compradores en California' })).toBeVisible();
    await expect(main.getAllByRole('table')[0]).toBeVisible();
    await expect(main.getByText('7 min de lectura', { exact: false })).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};
