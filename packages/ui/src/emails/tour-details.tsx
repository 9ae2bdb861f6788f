import { Link, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import { pathInLocale, tourEnd, type Locale, type SiteIdentity, type TourMode } from '@pcr/contracts';
import { emailClasses, emailColors, linkStyle, textStyle } from './EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from './email-texts.js';
import { Field } from './LeadNotificationEmail/LeadNotificationEmail.js';
import { pacificWhen } from './pacific-when.js';

/** What every tour e-mail shows of the tour (instants are ISO UTC strings; shown in Pacific time). */
export interface EmailTour {
  mode: TourMode;
  property: { id: string; title: string; location: string };
  times: string[];
}

/** A tour's day and hours in California, as the language writes them: it takes TOUR_RULES.minutes from its start. */
export function tourTime(startsAt: string, language: Locale): string {
  return visitorEmailTexts[language].tour.when(pacificWhen(startsAt, tourEnd(startsAt)));
}

/** The home's page on the site, in the e-mail's language. */
export const tourHomeUrl = (siteUrl: string, tour: EmailTour, language: Locale) =>
  `${siteUrl}${pathInLocale(`/properties/${tour.property.id}`, language)}`;

export interface TourDetailsProps {
  tour: EmailTour;
  language: Locale;
  siteUrl: string;
  /** Which times to show, under which label: the visitor's preferred ones, or the one set. */
  when: { label: string; times: readonly string[] };
  /** The agent who shows the home, when the e-mail names them. */
  agentName?: string;
}

/**
 * What a tour e-mail shows of the tour: the home (linked to its page, with its place), its times and
 * how it is made, and its agent. Only our data, so a visitor's e-mail may show all of it.
 */
export function TourDetails({ tour, language, siteUrl, when, agentName }: TourDetailsProps) {
  const { labels, modes } = visitorEmailTexts[language].tour;
  return (
    <Section className={emailClasses.border} style={{ borderTop: `1px solid ${emailColors.border}`, paddingTop: '16px' }}>
      <Field label={labels.home}>
        {/* The listing's title as the MLS wrote it: English in an e-mail in another language. */}
        <Link href={tourHomeUrl(siteUrl, tour, language)} lang={language === 'en' ? undefined : 'en'} style={linkStyle}>
          {tour.property.title}
        </Link>
        <br />
        {tour.property.location}
      </Field>
      <Field label={when.label}>
        {when.times.map((time, i) => (
          <Fragment key={time}>
            {i > 0 ? <br /> : null}
            {tourTime(time, language)}
          </Fragment>
        ))}
      </Field>
      <Field label={labels.mode}>{modes[tour.mode]}</Field>
      {agentName ? <Field label={labels.agent}>{agentName}</Field> : null}
    </Section>
  );
}

export interface TourVisitorClosingProps {
  language: Locale;
  /** The line before the link ("Changed your mind?") and the link's words, of the e-mail's texts. */
  cancel: string;
  cancelLink: string;
  /** The visitor's signed link to cancel. */
  cancelUrl: string;
  identity: Pick<SiteIdentity, 'brand' | 'phoneHref' | 'phoneDisplay'>;
}

/** How a visitor's tour e-mail ends: the way to cancel, the phone for anything else, the sign-off. */
export function TourVisitorClosing({ language, cancel, cancelLink, cancelUrl, identity }: TourVisitorClosingProps) {
  const texts = visitorEmailTexts[language];
  return (
    <>
      <Text style={textStyle}>
        {cancel}{' '}
        <Link href={cancelUrl} style={linkStyle}>
          {cancelLink}
        </Link>
      </Text>
      <Text style={textStyle}>
        {texts.tour.call}{' '}
        <Link href={identity.phoneHref} style={linkStyle}>
          {identity.phoneDisplay}
        </Link>
        .
      </Text>
      <Text style={{ ...textStyle, margin: 0 }}>{texts.signOff(identity.brand)}</Text>
    </>
  );
}
