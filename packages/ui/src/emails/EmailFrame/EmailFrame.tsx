import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { LOCALE_TAGS, type Locale, type SiteIdentity } from '@pcr/contracts';
import { darkColors, lightColors } from '../../theme/tokens.js';
import { visitorEmailTexts } from '../email-texts.js';

/**
 * The frame of every lead e-mail: brand bar, content, and the agency's license number and contact lines. E-mail clients
 * ignore CSS variables, and many ignore style sheets, so e-mails take the light theme's raw tokens as
 * inline styles (the one place outside the themes that reads tokens.ts).
 */
export const emailColors = lightColors;
export const emailDarkColors = darkColors;

/**
 * The classes the dark style sheet colours by. A template marks with them what is not plain text on
 * the frame's surface (small print, a button, a badge, a border); text and links need no class.
 */
export const emailClasses = { body: 'pcr-body', surface: 'pcr-surface', muted: 'pcr-muted', button: 'pcr-button', badge: 'pcr-badge', border: 'pcr-border' } as const;

const c = emailClasses;
const dark = emailDarkColors;
/**
 * The dark theme's colours, for the clients that honour `prefers-color-scheme` in an e-mail (Apple
 * Mail, Outlook for Mac): `!important` wins over the inline light colours. Every other client keeps
 * those, whole: a light e-mail stays readable, where a half-dark one would not.
 */
export const emailDarkStyleSheet = `@media (prefers-color-scheme: dark) {
.${c.body}, .${c.body} > table > tbody > tr > td { background-color: ${dark.surfaceSunken} !important; }
.${c.surface} { background-color: ${dark.surfaceRaised} !important; border-color: ${dark.border} !important; }
.${c.surface} h1, .${c.surface} h2, .${c.surface} p, .${c.surface} td { color: ${dark.text} !important; }
.${c.surface} a { color: ${dark.accent} !important; }
.${c.surface} .${c.muted} { color: ${dark.textMuted} !important; }
.${c.surface} .${c.button} { background-color: ${dark.accent} !important; color: ${dark.accentContrast} !important; }
.${c.surface} .${c.badge} { background-color: ${dark.accentSoft} !important; color: ${dark.text} !important; }
.${c.surface} hr, .${c.surface} .${c.border} { border-color: ${dark.border} !important; }
}`;
// The site's Inter where the reader has it (and in the stories' screenshots), else the system's sans-serif.
export const emailFont = "'Inter Variable', Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const textStyle = { fontSize: '16px', lineHeight: '24px', color: emailColors.text, margin: '0 0 16px' } as const;
export const linkStyle = { color: emailColors.accent, textDecoration: 'underline' } as const;
/** A call to action (with `emailClasses.button`); a link styled as a button, as e-mail clients draw no others. */
export const buttonStyle = {
  backgroundColor: emailColors.accent,
  color: emailColors.accentContrast,
  fontSize: '16px',
  fontWeight: 600,
  lineHeight: '24px',
  padding: '12px 20px',
  borderRadius: '6px',
  textDecoration: 'none',
} as const;

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
      <Head>
        {/* Light and dark: a client in dark mode takes the dark style sheet instead of inverting the colours itself. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{emailDarkStyleSheet}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className={emailClasses.body} style={{ backgroundColor: emailColors.surfaceSunken, fontFamily: emailFont, margin: 0, padding: '24px 0' }}>
        <Container
          className={emailClasses.surface}
          style={{ maxWidth: '600px', backgroundColor: emailColors.surfaceRaised, border: `1px solid ${emailColors.border}` }}
        >
          {/* The brand bar is dark in both themes. */}
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
            <Text className={emailClasses.muted} style={{ ...textStyle, fontSize: '14px', lineHeight: '20px', color: emailColors.textMuted, margin: 0 }}>
              {`${identity.brand} · ${visitorEmailTexts[language].license(identity.dreLicense)} · ${address.streetAddress}, ${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`}
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
              <Text className={emailClasses.muted} style={{ ...textStyle, fontSize: '13px', lineHeight: '18px', color: emailColors.textMuted, margin: '12px 0 0' }}>
                {footnote}
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
