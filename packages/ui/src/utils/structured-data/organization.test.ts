import { describe, expect, it } from 'vitest';
import { defaultSiteIdentity } from '@pcr/contracts';
import { openingHoursSpecification, organizationId, realEstateAgentJsonLd, telephoneOf } from './organization.js';

const absoluteUrl = (url: string) => new URL(url, 'https://www.pacificcrest.example').href;

describe('realEstateAgentJsonLd', () => {
  const agency = realEstateAgentJsonLd(defaultSiteIdentity, absoluteUrl);

  it('names the agency with its absolute address, PNG logo and contact', () => {
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://www.pacificcrest.example/#organization',
      name: 'Pacific Crest Realty',
      url: 'https://www.pacificcrest.example/',
      logo: { '@type': 'ImageObject', url: 'https://www.pacificcrest.example/logo.png', width: 512, height: 512 },
      image: { '@type': 'ImageObject', url: 'https://www.pacificcrest.example/logo.png', width: 512, height: 512 },
      telephone: '+19495550148',
      email: 'hello@pacificcrestrealty.example',
      foundingDate: '2008',
      // Issue 30: the agency serves in English and Spanish.
      knowsLanguage: ['en-US', 'es-US'],
    });
  });

  it('gives the office as a complete postal address', () => {
    expect(agency.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '4040 MacArthur Boulevard, Suite 210',
      addressLocality: 'Newport Beach',
      addressRegion: 'CA',
      postalCode: '92660',
      addressCountry: 'US',
    });
  });

  it('opens Mon-Fri 9AM-6PM and Sat 10AM-4PM; Sunday is by appointment, so not listed as open', () => {
    expect(agency.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
    ]);
  });

  it('serves Orange County and Los Angeles, and links its social profiles', () => {
    expect(agency.areaServed).toEqual([
      { '@type': 'AdministrativeArea', name: 'Orange County' },
      { '@type': 'AdministrativeArea', name: 'Los Angeles' },
    ]);
    expect(agency.sameAs).toEqual([
      'https://www.facebook.com/pacificcrestrealty',
      'https://www.pinterest.com/pacificcrestrealty',
      'https://www.youtube.com/@pacificcrestrealty',
    ]);
  });

  it('follows an overridden identity', () => {
    const other = realEstateAgentJsonLd({ ...defaultSiteIdentity, brand: 'Harbor Homes', phoneHref: 'tel:+17145550100' }, absoluteUrl);
    expect(other).toMatchObject({ name: 'Harbor Homes', telephone: '+17145550100' });
  });
});

describe('openingHoursSpecification', () => {
  it('reads noon and minutes, and skips hours that are not a time range', () => {
    expect(
      openingHoursSpecification([
        { days: 'Tue-Thu', hours: '12PM-7:30PM' },
        { days: 'Sun', hours: 'closed' },
      ]),
    ).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday'], opens: '12:00', closes: '19:30' }]);
  });

  it('fails loudly on a day or time it cannot read, rather than publishing wrong hours', () => {
    expect(() => openingHoursSpecification([{ days: 'Weekdays', hours: '9AM-6PM' }])).toThrow(/Unknown day "Weekdays"/);
    expect(() => openingHoursSpecification([{ days: 'Mon', hours: '9-18' }])).toThrow(/Unknown time "9"/);
  });
});

describe('ids and phone numbers', () => {
  it('ids the agency at the site root and strips tel:', () => {
    expect(organizationId(absoluteUrl)).toBe('https://www.pacificcrest.example/#organization');
    expect(telephoneOf('tel:+19495550148')).toBe('+19495550148');
  });
});
