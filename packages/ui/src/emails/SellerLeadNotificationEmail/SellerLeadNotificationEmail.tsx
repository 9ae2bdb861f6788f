import { Heading, Link, Section, Text } from '@react-email/components';
import type { SellerHome, SiteIdentity } from '@pcr/contracts';
import { EmailFrame, emailClasses, emailColors, emailFont, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { emailTexts } from '../email-texts.js';
import { ContactFields, Field, LeadOriginFields, type EmailLead } from '../LeadNotificationEmail/LeadNotificationEmail.js';

/** A seller's lead (issue 47): a received lead with the home it describes. */
export type SellerEmailLead = EmailLead & { home: SellerHome };

export interface SellerLeadNotificationEmailProps {
  lead: SellerEmailLead;
  identity: SiteIdentity;
  /** The site's origin, for the links to the page the form was sent from and to the homes like it. */
  siteUrl: string;
}

const texts = emailTexts.sellerNotification;
const { prefersSpanish } = emailTexts.agencyNotification;

/** The subject names the home; a Spanish lead's says so, for the agents who speak it (decision 0033). */
export function sellerLeadNotificationSubject(lead: SellerEmailLead): string {
  return texts.subject(lead.home) + (lead.language === 'es' ? prefersSpanish : '');
}

const sectionStyle = { borderTop: `1px solid ${emailColors.border}`, paddingTop: '16px' } as const;
const subheadingStyle = {
  fontFamily: emailFont,
  fontSize: '18px',
  lineHeight: '26px',
  color: emailColors.text,
  margin: '0 0 12px',
} as const;
const factsStyle = {
  ...textStyle,
  fontSize: '14px',
  lineHeight: '20px',
  color: emailColors.textMuted,
  margin: '0 0 12px',
} as const;

/**
 * The agency's e-mail for a seller's lead: who sent it, the home as described, the page it came from,
 * and the homes like it the site showed them (kept with the lead, so as they were then), each linked
 * to its page. In English, the agency's language, whatever the lead's (decision 0033).
 */
export function SellerLeadNotificationEmail({ lead, identity, siteUrl }: SellerLeadNotificationEmailProps) {
  const { home } = lead;
  const subject = sellerLeadNotificationSubject(lead);
  const intro = `${texts.intro(lead.name)} ${texts.promise}`;
  return (
    <EmailFrame identity={identity} heading={subject} preview={intro}>
      <Text style={textStyle}>{intro}</Text>
      <Section className={emailClasses.border} style={sectionStyle}>
        <ContactFields lead={lead} />
        <Field label={texts.labels.home}>{texts.address(home)}</Field>
        <Field label={texts.labels.description}>{texts.description(home)}</Field>
        <Field label={texts.labels.condition}>{texts.condition(home.condition)}</Field>
        <Field label={texts.labels.timeline}>{texts.timeline(home.timeline)}</Field>
        <LeadOriginFields lead={lead} siteUrl={siteUrl} />
      </Section>
      <Section className={emailClasses.border} style={sectionStyle}>
        <Heading as="h2" style={subheadingStyle}>
          {texts.comparables}
        </Heading>
        {home.comparables.length === 0 ? (
          <Text style={{ ...textStyle, margin: 0 }}>{texts.noComparables(home.cityName)}</Text>
        ) : null}
        {home.comparables.map((comparable) => (
          <Section key={comparable.id}>
            <Text style={{ ...textStyle, fontWeight: 600, margin: '0 0 2px' }}>
              <Link href={`${siteUrl}/properties/${comparable.id}`} style={linkStyle}>
                {comparable.title}
              </Link>
            </Text>
            <Text className={emailClasses.muted} style={factsStyle}>
              {texts.comparable(comparable)}
            </Text>
          </Section>
        ))}
      </Section>
    </EmailFrame>
  );
}
