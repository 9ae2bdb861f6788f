import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BUSINESS_HOURS } from '@pcr/contracts';
import { footerNeighborhoods } from '../../utils/navigation.js';
import { mobileViewport, STORY_YEAR, storyIdentity } from '../../../stories-support/story-helpers.js';
import { jsonLdOfType } from '../../utils/structured-data/read-json-ld.js';
import { SiteFooter } from './SiteFooter.js';

const meta = {
  title: 'Sections/SiteFooter',
  component: SiteFooter,
  args: { identity: storyIdentity, year: STORY_YEAR },
  parameters: { frame: 'none' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // The agency's DRE license number beside its name (California: wherever it solicits business).
    await expect(canvas.getByText(`© ${args.year} ${args.identity.brand}. All rights reserved. DRE #02154879`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.identity.email })).toHaveAttribute('href', `mailto:${args.identity.email}`);
    await expect(canvas.getByRole('link', { name: args.identity.phoneDisplay })).toHaveAttribute('href', args.identity.phoneHref);
    for (const entry of BUSINESS_HOURS) {
      await expect(canvas.getByText(entry.days)).toBeVisible();
      await expect(canvas.getByText(entry.hours)).toBeVisible();
    }
    for (const social of args.identity.social) {
      await expect(canvas.getByRole('link', { name: `${args.identity.brand} on ${social.label}` })).toHaveAttribute('href', social.href);
    }
    for (const review of args.identity.reviews) {
      await expect(canvas.getByRole('link', { name: new RegExp(review.label) })).toHaveAttribute('href', review.href);
    }
    const areas = canvas.getByRole('navigation', { name: 'Neighborhoods' });
    const areaLinks = within(areas).getAllByRole('link');
    await expect(areaLinks.map((link) => link.getAttribute('href'))).toEqual(footerNeighborhoods.map((hood) => hood.href));
    const quick = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(within(quick).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(within(quick).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(within(quick).getByRole('link', { name: 'Open Houses' })).toHaveAttribute('href', '/open-houses');
    await expect(within(quick).getByRole('link', { name: 'Home Prices' })).toHaveAttribute('href', '/home-prices');

    // The agency for search engines, once: the phone and hours shown above, the office's address.
    const agencies = jsonLdOfType('RealEstateAgent', canvasElement);
    await expect(agencies).toHaveLength(1);
    await expect(agencies[0]).toMatchObject({
      name: 'Pacific Crest Realty',
      url: `${window.location.origin}/`,
      telephone: '+19495550148',
      email: 'hello@pacificcrestrealty.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '4040 MacArthur Boulevard, Suite 210',
        addressLocality: 'Newport Beach',
        addressRegion: 'CA',
        postalCode: '92660',
        addressCountry: 'US',
      },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
      ],
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'Orange County' },
        { '@type': 'AdministrativeArea', name: 'Los Angeles' },
      ],
    });
    await expect(agencies[0]?.sameAs).toEqual(args.identity.social.map((social) => social.href));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
