import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { LOCALE_TAGS, type Locale, type SiteIdentity } from '@pcr/contracts';
import { lightColors } from '../../theme/tokens.js';

/**
 * The frame of every lead e-mail: brand bar, content, and the agency's contact lines. E-mail clients
 * ignore style sheets and CSS variables, so e-mails take the light theme's raw tokens as inline styles
 * (the one place outside the themes that reads tokens.ts).
 */
export const emailColors = lightColors;
// The site's Inter where the reader has it (and in the stories' screenshots), else the system's sans-serif.
export const emailFont = "'Inter Variable', Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const textStyle = { fontSize: '16px', lineHeight: '24px', color: emailColors.text, margin: '0 0 16px' } as const;
export const linkStyle = { color: emailColors.accent, textDecoration: 'underline' } as const;

export interface EmailFrameProps {
  identity: SiteIdentity;
  /** The e-mail's language (`<html lang>`, for screen readers and translation offers); English by default. */
  language?: Locale;
  /** The e-mail's one heading (h1). */
  heading: string;
  /** The line inboxes show after the subject. */
  preview: string;
  /** A small line under the contact lines (why the visitor got this e-mail), if any. */
  footnote?: ReactNode;
  children: ReactNode;
}

export function EmailFrame({ identity, language = 'en', heading, preview, footnote, children }: EmailFrameProps) {
  const { address } = identity;
  return (
    <Html lang={LOCALE_TAGS[language]}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: emailColors.surfaceSunken, fontFamily: emailFont, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', backgroundColor: emailColors.surfaceRaised, border: `1px solid ${emailColors.border}` }}>
          <Section style={{ backgroundColor: emailColors.inverseSurface, padding: '16px 32px' }}>
            <Text style={{ margin: 0, fontSize: '20px', lineHeight: '28px', fontWeight: 700, color: emailColors.inverseText }}>{identity.brand}</Text>
          </Section>
          <Section style={{ padding: '32px' }}>
            <Heading as="h1" style={{ fontFamily: emailFont, fontSize: '24px', lineHeight: '32px', color: emailColors.text, margin: '0 0 16px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: emailColors.border, margin: 0 }} />
          <Section style={{ padding: '16px 32px 24px' }}>
            <Text style={{ ...textStyle, fontSize: '14px', lineHeight: '20px', color: emailColors.textMuted, margin: 0 }}>
              {identity.brand} · {address.streetAddress}, {address.addressLocality}, {address.addressRegion} {address.postalCode}
              <br />
              <Link href={identity.phoneHref} style={linkStyle}>
                {identity.phoneDisplay}
              </Link>
              {' · '}
              <Link href={`mailto:${identity.email}`} style={linkStyle}>
                {identity.email}
              </Link>
            </Text>
            {footnote ? (
              <Text style={{ ...textStyle, fontSize: '13px', lineHeight: '18px', color: emailColors.textMuted, margin: '12px 0 0' }}>{footnote}</Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
