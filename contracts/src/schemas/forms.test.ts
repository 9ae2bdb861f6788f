import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ContactRequestSchema,
  FullContactFormSchema,
  HOW_DID_YOU_HEAR,
  PROPERTY_INTERESTS,
  ShortContactFormSchema,
  SUBSCRIBE_INTERESTS,
  SubscribeFormSchema,
  fullContactDefaults,
  subscribeDefaults,
  toFieldIssues,
} from './forms.js';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : toFieldIssues(result.issues);
};

const validShort = { name: 'Maya Chen', email: 'maya@example.com', phone: '(949) 555-0101' };

describe('short contact form (spec section 5)', () => {
  it('accepts a valid lead with the address optional', () => {
    expect(v.safeParse(ShortContactFormSchema, validShort).success).toBe(true);
    expect(v.safeParse(ShortContactFormSchema, { ...validShort, address: '12 Harbor View, Newport Beach' }).success).toBe(true);
  });
  it('names each field with its exact message', () => {
    expect(issuesOf(ShortContactFormSchema, { name: 'M', email: 'maya@', phone: '555-0101' })).toEqual([
      { path: 'name', message: 'Please enter your name' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Please enter a valid phone number' },
    ]);
  });
  it('applies minimum lengths after trimming (name 2, phone 10)', () => {
    expect(issuesOf(ShortContactFormSchema, { ...validShort, name: ' M ' })).toEqual([{ path: 'name', message: 'Please enter your name' }]);
    expect(issuesOf(ShortContactFormSchema, { ...validShort, name: 'Al', phone: '9495550101' })).toEqual([]);
    expect(issuesOf(ShortContactFormSchema, { ...validShort, phone: '949555010' })).toEqual([
      { path: 'phone', message: 'Please enter a valid phone number' },
    ]);
  });
  it('refuses a name or an e-mail address with a line break (they go into e-mail headers)', () => {
    for (const name of ['Maya\r\nBcc: all@example.com', 'Maya\nChen', 'Maya\u0000Chen']) {
      expect(issuesOf(ShortContactFormSchema, { ...validShort, name })).toEqual([{ path: 'name', message: 'Please enter your name' }]);
    }
    expect(issuesOf(ShortContactFormSchema, { ...validShort, email: 'maya@example.com\r\nBcc: all@example.com' })).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(issuesOf(ShortContactFormSchema, { ...validShort, name: 'José Núñez 🏡' })).toEqual([]);
  });
  it('reports missing fields with the same messages', () => {
    expect(issuesOf(ShortContactFormSchema, {}).map((i) => i.message)).toEqual([
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]);
  });
});

describe('full contact form', () => {
  it('requires a message of at least 5 characters', () => {
    expect(issuesOf(FullContactFormSchema, { ...validShort, message: 'Hi!' })).toEqual([{ path: 'message', message: 'Please enter your message' }]);
    expect(issuesOf(FullContactFormSchema, { ...validShort, message: 'Hello' })).toEqual([]);
  });
  it('defaults the picklists to their first entry', () => {
    const parsed = v.parse(FullContactFormSchema, { ...validShort, message: 'Hello there' });
    expect(parsed.propertyInterest).toBe('Buying');
    expect(parsed.howDidYouHear).toBe('Google');
  });
  it('rejects values outside the picklists', () => {
    expect(issuesOf(FullContactFormSchema, { ...validShort, message: 'Hello', propertyInterest: 'Renting' })[0]?.path).toBe('propertyInterest');
  });
});

describe('contact request body', () => {
  it('validates a body with a message as the full form', () => {
    expect(issuesOf(ContactRequestSchema, { ...validShort, message: '' })).toEqual([{ path: 'message', message: 'Please enter your message' }]);
  });
  it('validates a body without a message as the short form', () => {
    expect(v.parse(ContactRequestSchema, { ...validShort, address: '' })).toEqual({ ...validShort, address: '' });
  });
});

describe('subscribe form', () => {
  it('requires a name, a valid email and an interest', () => {
    expect(issuesOf(SubscribeFormSchema, { name: '', email: 'x', interest: '' })).toEqual([
      { path: 'name', message: 'Please enter your name' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'interest', message: 'Please select your interest' },
    ]);
  });
});

describe('picklists and defaults', () => {
  it('list the spec values in order, first one the default', () => {
    expect(SUBSCRIBE_INTERESTS).toEqual(['Buying a home', 'Selling my property', 'Market updates', 'Investment opportunities']);
    expect(PROPERTY_INTERESTS).toEqual(['Buying', 'Selling', 'Both', 'Information']);
    expect(HOW_DID_YOU_HEAR).toEqual(['Google', 'Social Media', 'Friend', 'Listing', 'Other']);
    expect(subscribeDefaults.interest).toBe('Buying a home');
    expect(fullContactDefaults.propertyInterest).toBe('Buying');
    expect(fullContactDefaults.howDidYouHear).toBe('Google');
  });
});

describe('the page a lead was sent from', () => {
  const short = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '(949) 555-0142' };
  it('is optional, and a site path when given', () => {
    for (const schema of [ShortContactFormSchema, ContactRequestSchema]) {
      expect(issuesOf(schema, short)).toEqual([]);
      expect(issuesOf(schema, { ...short, page: '/neighborhoods/irvine' })).toEqual([]);
    }
    expect(issuesOf(SubscribeFormSchema, { name: 'Ana Ruiz', email: 'ana@example.com', interest: SUBSCRIBE_INTERESTS[0], page: '/' })).toEqual([]);
  });

  it('refuses what is not a path of this site', () => {
    for (const page of ['https://elsewhere.example/', 'javascript:alert(1)', '/with space', `/${'x'.repeat(300)}`]) {
      expect(issuesOf(ShortContactFormSchema, { ...short, page }).map((issue) => issue.path), page).toEqual(['page']);
    }
  });
});
