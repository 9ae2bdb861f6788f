import { describe, expect, it } from 'vitest';
import { parseExportArgs } from '../src/cli/export-args.js';
import { csvField, csvRecord } from '../src/csv.js';
import { leadsCsv } from '../src/leads-csv.js';
import type { StoredLead } from '../src/storage/lead-store.js';

describe('CSV (RFC 4180)', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('ends every record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });

  it('defuses spreadsheet formulas but leaves phone numbers alone', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('-5')).toBe('-5');
    expect(csvField('+1 (949) 555-0148')).toBe('+1 (949) 555-0148');
    expect(csvField('+cmd|calc')).toBe("'+cmd|calc");
  });
});

describe('leadsCsv', () => {
  it('writes a header and one record per lead', () => {
    const lead: StoredLead = {
      id: '00000000-0000-4000-8000-000000000001',
      createdAt: new Date('2025-03-01T12:00:00Z'),
      kind: 'contact',
      form: 'full',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '(949) 555-0100',
      address: null,
      message: 'Line 1\r\nLine "2", more',
      propertyInterest: 'Buying',
      howDidYouHear: 'Google',
      interest: null,
      page: '/contact',
      language: 'en',
      isSpam: false,
      sourceIpHash: 'secret-hash',
      userAgent: 'Mozilla',
    };
    const csv = leadsCsv([lead]);
    expect(csv).toBe(
      'id,received_at,kind,form,name,email,phone,address,home_type,bedrooms,bathrooms,living_area,condition,timeline,' +
        'tour_home,tour_mode,tour_times,tour_state,tour_starts_at,message,property_interest,how_did_you_hear,interest,page,language,spam,unsubscribed,confirmed,assigned_agent\r\n' +
        '00000000-0000-4000-8000-000000000001,2025-03-01T12:00:00.000Z,contact,full,Ana Ruiz,ana@example.com,(949) 555-0100,,,,,,,,,,,,,' +
        '"Line 1\r\nLine ""2"", more",Buying,Google,,/contact,en,no,no,,\r\n',
    );
    expect(csv).not.toContain('secret-hash');
    // An address that unsubscribed is marked, whatever its case in the form.
    expect(leadsCsv([{ ...lead, email: 'Ana@Example.com' }], new Set(['ana@example.com']))).toMatch(/,\/contact,en,no,yes,,\r\n$/);
    // A subscription says whether its address confirmed it.
    const subscription = { ...lead, kind: 'subscribe' as const, form: null, interest: 'Market updates' };
    expect(leadsCsv([{ ...subscription, confirmedAt: null }])).toMatch(/,\/contact,en,no,no,no,\r\n$/);
    expect(leadsCsv([{ ...subscription, confirmedAt: new Date('2025-03-02T08:00:00Z') }])).toMatch(/,\/contact,en,no,no,yes,\r\n$/);
    // A seller's home, flattened beside its address (issue 47).
    const seller: StoredLead = {
      ...lead,
      kind: 'seller',
      form: null,
      message: null,
      propertyInterest: null,
      howDidYouHear: null,
      address: '18 Canyon View, Irvine, CA 92618',
      page: '/sell',
      home: {
        street: '18 Canyon View',
        city: 'irvine',
        cityName: 'Irvine',
        zip: '92618',
        propertyType: 'townhouse',
        bedrooms: 3,
        bathrooms: 2.5,
        livingArea: 1850,
        condition: 'move-in-ready',
        timeline: 'within-3-months',
        comparables: [],
      },
    };
    expect(leadsCsv([seller]).split('\r\n')[1]).toBe(
      '00000000-0000-4000-8000-000000000001,2025-03-01T12:00:00.000Z,seller,,Ana Ruiz,ana@example.com,(949) 555-0100,' +
        '"18 Canyon View, Irvine, CA 92618",townhouse,3,2.5,1850,move-in-ready,within-3-months,,,,,,,,,,/sell,en,no,no,,',
    );
    // The agent it went to (issue 47, section 3), by slug.
    const assignedAgent = { slug: 'kenji-watanabe', name: 'Kenji Watanabe', email: 'kenji@pacificcrestrealty.example' };
    expect(leadsCsv([{ ...seller, assignedAgent }]).split('\r\n')[1]).toMatch(/,\/sell,en,no,no,,kenji-watanabe$/);
    // A tour request's tour (issue 48), beside what the lead is about: the home, how, the times asked for, where it stands, the time confirmed.
    const tour: StoredLead = {
      ...lead,
      kind: 'tour',
      form: null,
      propertyInterest: null,
      howDidYouHear: null,
      message: 'Is the dock shared?',
      page: '/properties/pcr-1001/tour',
      assignedAgent,
      tour: { home: { id: 'pcr-1001', title: 'Bayfront Modern on Lido Isle', location: 'Lido Isle, Newport Beach, CA' }, mode: 'video', times: ['2026-12-05T18:00:00.000Z', '2026-12-07T22:00:00.000Z'] },
      tourState: { state: 'confirmed', startsAt: new Date('2026-12-07T22:00:00.000Z') },
    };
    expect(leadsCsv([tour]).split('\r\n')[1]).toBe(
      '00000000-0000-4000-8000-000000000001,2025-03-01T12:00:00.000Z,tour,,Ana Ruiz,ana@example.com,(949) 555-0100,,,,,,,,' +
        'pcr-1001,video,2026-12-05T18:00:00.000Z 2026-12-07T22:00:00.000Z,confirmed,2026-12-07T22:00:00.000Z,' +
        'Is the dock shared?,,,,/properties/pcr-1001/tour,en,no,no,,kenji-watanabe',
    );
  });
});

describe('leads:export arguments', () => {
  it('reads --since (both spellings) as the start of that UTC day, and --include-spam', () => {
    expect(parseExportArgs([])).toEqual({ includeSpam: false, alerts: false });
    expect(parseExportArgs(['--since', '2025-02-28', '--include-spam'])).toEqual({ since: new Date('2025-02-28T00:00:00Z'), includeSpam: true, alerts: false });
    expect(parseExportArgs(['--alerts'])).toEqual({ includeSpam: false, alerts: true });
    expect(parseExportArgs(['--since=2024-02-29']).since).toEqual(new Date('2024-02-29T00:00:00Z'));
  });

  it('refuses dates that do not exist and unknown arguments', () => {
    expect(() => parseExportArgs(['--since', '2025-02-31'])).toThrow(/YYYY-MM-DD/);
    expect(() => parseExportArgs(['--since', '03/01/2025'])).toThrow(/YYYY-MM-DD/);
    expect(() => parseExportArgs(['--since'])).toThrow(/YYYY-MM-DD/);
    expect(() => parseExportArgs(['--all'])).toThrow(/Unknown argument/);
  });
});
