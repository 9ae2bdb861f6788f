import type { RenderedEmail } from '../src/emails/render.js';
import { emailColors, emailFont } from '../src/emails/EmailFrame/EmailFrame.js';

/**
 * Shows a rendered e-mail as the stories' root: its subject, its HTML part as a mail client lays it
 * out (the body's markup and inline styles, in the page, so axe and the screenshot see it) and its
 * plain-text part. Used by the e-mail stories only.
 */
export function EmailPreview({ email }: { email: RenderedEmail }) {
  const document = new DOMParser().parseFromString(email.html, 'text/html');
  const { body } = document;
  // The e-mail's own language, so a Spanish e-mail is read as Spanish inside the English preview.
  const lang = document.documentElement.lang || undefined;
  const caption = { margin: '0 0 8px', fontFamily: emailFont, fontSize: '13px', fontWeight: 600, color: emailColors.textMuted } as const;
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 680 }}>
      <p style={{ ...caption, fontSize: '15px', color: emailColors.text }}>Subject: {email.subject}</p>
      <section aria-label="HTML part">
        <p style={caption}>HTML part</p>
        {/* The <body>'s own inline style goes to a wrapper: it is our own markup, rendered by react-email. */}
        <div data-email-html="" lang={lang} dangerouslySetInnerHTML={{ __html: `<div style="${(body.getAttribute('style') ?? '').replaceAll('"', '&quot;')}">${body.innerHTML}</div>` }} />
      </section>
      <section aria-label="Plain-text part">
        <p style={caption}>Plain-text part</p>
        <pre
          lang={lang}
          style={{
            margin: 0,
            padding: 16,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: emailFont,
            fontSize: '14px',
            lineHeight: '20px',
            color: emailColors.text,
            backgroundColor: emailColors.surfaceRaised,
            border: `1px solid ${emailColors.border}`,
          }}
        >
          {email.text}
        </pre>
      </section>
    </div>
  );
}
