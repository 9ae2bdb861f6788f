import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { Link, LinkProvider, type LinkComponentProps } from './Link.js';
import { useTranslateText } from '../../i18n/locale-context.js';

/** Stands in for the app's router link, marking what it renders so the story can tell them apart. */
function RouterLink(props: LinkComponentProps) {
  return <a data-router-link="" {...props} />;
}

const links = [
  { href: '/about', label: 'About us' },
  { href: `mailto:${storyIdentity.email}`, label: 'E-mail us' },
  { href: storyIdentity.phoneHref, label: 'Call us' },
  { href: '#service-areas', label: 'Service areas' },
  { href: 'https://www.zillow.com/', label: 'Zillow' },
];

/** Site paths go through the app's router link (given once by LinkProvider); anything else is a plain anchor. */
const meta = {
  title: 'Components/Link',
  parameters: { frame: 'padded' },
  render: function Links() {
    const translateText = useTranslateText();
    return (
    <LinkProvider component={RouterLink}>
      <ul style={{ display: 'grid', gap: 8, margin: 0, paddingLeft: 20 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{translateText(link.label)}</Link>
          </li>
        ))}
      </ul>
    </LinkProvider>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const InternalAndExternal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('data-router-link');
    for (const name of ['E-mail us', 'Call us', 'Service areas', 'Zillow']) {
      await expect(canvas.getByRole('link', { name })).not.toHaveAttribute('data-router-link');
    }
  },
};
