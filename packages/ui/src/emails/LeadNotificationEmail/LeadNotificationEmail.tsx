import { Link, Section, Text } from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import type { ReceivedLead, SiteIdentity } from '@pcr/contracts';
import { EmailFrame, emailClasses, emailColors, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { emailTexts } from '../email-texts.js';

/** A stored lead as the e-mails show it (the form fields, the page it came from, when it arrived): the contract's received lead. */
export type EmailLead = ReceivedLead;

export interface LeadNotificationEmailProps {
  lead: EmailLead;
  identity: SiteIdentity;
  /** The site's origin, for the link to the page the form was sent from. */
  siteUrl: string;
}

const texts = emailTexts.agencyNotification;

export const leadVariant = (lead: EmailLead) => (lead.kind === 'subscribe' ? 'subscribe' : (lead.form ?? 'short'));

/** The subject names the form; a Spanish lead's says so, for the agents who speak it (decision 0033). */
export function leadNotificationSubject(lead: EmailLead): string {
  return texts.subject(lead.name, leadVariant(lead)) + (lead.language === 'es' ? texts.prefersSpanish : '');
}

const receivedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Los_Angeles' });
/** When a lead arrived, in the agency's time zone. */
export const receivedAtText = (lead: Pick<EmailLead, 'receivedAt'>) =>
  `${receivedFormat.format(new Date(lead.receivedAt))} (${emailTexts.timeZoneLabel})`;

const labelStyle = { ...textStyle, fontSize: '13px', lineHeight: '18px', fontWeight: 700, color: emailColors.textMuted, margin: '0 0 2px' } as const;
const valueStyle = { ...textStyle, margin: '0 0 16px', overflowWrap: 'anywhere' } as const;

/** A value as typed, its line breaks kept in both parts (the plain-text part collapses white space otherwise). */
function Lines({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

/** One labelled value of a lead, as the agency's e-mails list them. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text className={emailClasses.muted} style={labelStyle}>
        {label}
      </Text>
      <Text style={valueStyle}>{typeof children === 'string' ? <Lines text={children} /> : children}</Text>
    </>
  );
}

/** Who sent a lead: name, e-mail and phone (if given), the address and number as links. */
export function ContactFields({ lead }: { lead: Pick<EmailLead, 'name' | 'email' | 'phone'> }) {
  return (
    <>
      <Field label={texts.labels.name}>{lead.name}</Field>
      <Field label={texts.labels.email}>
        <Link href={`mailto:${lead.email}`} style={linkStyle}>
          {lead.email}
        </Link>
      </Field>
      {lead.phone ? (
        <Field label={texts.labels.phone}>
          <Link href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} style={linkStyle}>
            {lead.phone}
          </Link>
        </Field>
      ) : null}
    </>
  );
}

/** Where a lead came from: a Spanish speaker flagged, the page it was sent from (a link), and when it arrived. */
export function LeadOriginFields({ lead, siteUrl }: { lead: Pick<EmailLead, 'language' | 'page' | 'receivedAt'>; siteUrl: string }) {
  const pageUrl = lead.page ? `${siteUrl}${lead.page}` : null;
  return (
    <>
      {lead.language === 'es' ? <Field label={texts.labels.language}>{texts.spanishLead}</Field> : null}
      {pageUrl ? (
        <Field label={texts.labels.page}>
          <Link href={pageUrl} style={linkStyle}>
            {pageUrl}
          </Link>
        </Field>
      ) : null}
      <Field label={texts.labels.receivedAt}>{receivedAtText(lead)}</Field>
    </>
  );
}

/** The agency's e-mail for a new lead: everything the visitor sent; answering it replies to the visitor. */
export function LeadNotificationEmail({ lead, identity, siteUrl }: LeadNotificationEmailProps) {
  const subject = leadNotificationSubject(lead);
  return (
    <EmailFrame identity={identity} heading={subject} preview={texts.intro(lead.name)}>
      <Text style={textStyle}>{texts.intro(lead.name)}</Text>
      {lead.kind === 'subscribe' ? <Text style={textStyle}>{texts.awaitingConfirmation}</Text> : null}
      <Section className={emailClasses.border} style={{ borderTop: `1px solid ${emailColors.border}`, paddingTop: '16px' }}>
        <ContactFields lead={lead} />
        {lead.address ? <Field label={texts.labels.address}>{lead.address}</Field> : null}
        {lead.message ? <Field label={texts.labels.message}>{lead.message}</Field> : null}
        {lead.propertyInterest ? <Field label={texts.labels.propertyInterest}>{lead.propertyInterest}</Field> : null}
        {lead.howDidYouHear ? <Field label={texts.labels.howDidYouHear}>{lead.howDidYouHear}</Field> : null}
        {lead.interest ? <Field label={texts.labels.interest}>{lead.interest}</Field> : null}
        <LeadOriginFields lead={lead} siteUrl={siteUrl} />
      </Section>
    </EmailFrame>
  );
}
