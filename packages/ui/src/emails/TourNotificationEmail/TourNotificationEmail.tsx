import { Button, Link, Section, Text } from '@react-email/components';
import type { SiteIdentity } from '@pcr/contracts';
import { buttonStyle, EmailFrame, emailClasses, emailColors, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { emailTexts } from '../email-texts.js';
import { ContactFields, Field, LeadOriginFields, type EmailLead } from '../LeadNotificationEmail/LeadNotificationEmail.js';
import { TourDetails, type EmailTour } from '../tour-details.js';

export interface TourNotificationEmailProps {
  /** Who asked: name, e-mail, phone, message, the page and its language. */
  lead: EmailLead;
  tour: EmailTour;
  /** The agent's signed links (TOUR_ACTIONS_OF.agent): each opens the tour's page for that action. */
  confirmUrl: string;
  proposeUrl: string;
  cancelUrl: string;
  identity: SiteIdentity;
  siteUrl: string;
}

const texts = emailTexts.tourNotification;
const { labels, prefersSpanish } = emailTexts.agencyNotification;

/**
 * The subject names the home and the visitor; a Spanish visitor's says so (decision 0033). The name
 * is one line (the form refuses line breaks) and the title is ours, so no header is built from raw input.
 */
export function tourNotificationSubject({ lead, tour }: Pick<TourNotificationEmailProps, 'lead' | 'tour'>): string {
  return texts.subject(tour.property.title, lead.name) + (lead.language === 'es' ? prefersSpanish : '');
}

const smallStyle = { ...textStyle, fontSize: '14px', lineHeight: '20px', color: emailColors.textMuted } as const;

/**
 * The agent's e-mail for a tour request (issue 48, section 2): who asked and what they wrote, the home,
 * how and the times they prefer, then the signed links to confirm one of them, propose another, or
 * decline. In English, the agency's language, whatever the visitor's (decision 0033).
 */
export function TourNotificationEmail({ lead, tour, confirmUrl, proposeUrl, cancelUrl, identity, siteUrl }: TourNotificationEmailProps) {
  const subject = tourNotificationSubject({ lead, tour });
  return (
    <EmailFrame identity={identity} heading={subject} preview={texts.intro(lead.name)}>
      <Text style={textStyle}>{texts.intro(lead.name)}</Text>
      <TourDetails tour={tour} language="en" siteUrl={siteUrl} when={{ label: texts.labels.times, times: tour.times }} />
      <Section className={emailClasses.border} style={{ borderTop: `1px solid ${emailColors.border}`, paddingTop: '16px' }}>
        <ContactFields lead={lead} />
        {lead.message ? <Field label={labels.message}>{lead.message}</Field> : null}
        <LeadOriginFields lead={lead} siteUrl={siteUrl} />
      </Section>
      <Section className={emailClasses.border} style={{ borderTop: `1px solid ${emailColors.border}`, paddingTop: '16px' }}>
        <Text style={{ ...textStyle, margin: '0 0 12px' }}>
          <Button href={confirmUrl} className={emailClasses.button} style={buttonStyle}>
            {texts.confirm}
          </Button>
        </Text>
        <Text style={{ ...textStyle, margin: '0 0 12px' }}>
          <Button href={proposeUrl} className={emailClasses.button} style={buttonStyle}>
            {texts.propose}
          </Button>
        </Text>
        <Text style={textStyle}>
          <Link href={cancelUrl} style={linkStyle}>
            {texts.cancel}
          </Link>
        </Text>
        <Text className={emailClasses.muted} style={{ ...smallStyle, margin: 0 }}>
          {texts.links}
        </Text>
      </Section>
    </EmailFrame>
  );
}
