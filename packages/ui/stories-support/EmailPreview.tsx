import type { RenderedEmail } from '../src/emails/render.js';
import { emailColors, emailDarkColors, emailFont } from '../src/emails/EmailFrame/EmailFrame.js';

/**
 * The e-mail's rules for a client in dark mode (`@media (prefers-color-scheme: dark)` in its head),
 * applied to the preview's HTML part only, as such a client applies them to the whole message.
 */
function darkModeRules(document: Document): string {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync([...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n'));
  const rules = [...sheet.cssRules]
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /prefers-color-scheme:\s*dark/.test(rule.conditionText))
    .flatMap((rule) => [...rule.cssRules].map((inner) => inner.cssText));
  return `@scope ([data-email-html][data-color-scheme="dark"]) {\n${rules.join('\n')}\n}`;
}

export interface EmailPreviewProps {
  email: RenderedEmail;
  /**
   * Shows the e-mail as a mail client in dark mode does: a dark window (`color-scheme: dark`, its
   * default text light), the e-mail's own dark-mode rules applied, and the plain-text part in light
   * type on dark. A story with it also takes the site's dark theme (`globals: { theme: 'dark' }`).
   */
  dark?: boolean;
}

/**
 * Shows a rendered e-mail as the stories' root: its subject, its HTML part as a mail client lays it
 * out (the body's markup and inline styles, in the page, so axe and the screenshot see it) and its
 * plain-text part. Used by the e-mail stories only.
 */
export function EmailPreview({ email, dark = false }: EmailPreviewProps) {
  const document = new DOMParser().parseFromString(email.html, 'text/html');
  const { body } = document;
  // The e-mail's own language, so a Spanish e-mail is read as Spanish inside the English preview.
  const lang = document.documentElement.lang || undefined;
  const colors = dark ? emailDarkColors : emailColors;
  const caption = { margin: '0 0 8px', fontFamily: emailFont, fontSize: '13px', fontWeight: 600, color: colors.textMuted } as const;
  // The <body>'s own inline style and class go to a wrapper: it is our own markup, rendered by react-email.
  const bodyAttributes = `class="${body.className}" style="${(body.getAttribute('style') ?? '').replaceAll('"', '&quot;')}"`;
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 680 }}>
      <p style={{ ...caption, fontSize: '15px', color: colors.text }}>Subject: {email.subject}</p>
      <section aria-label="HTML part">
        <p style={caption}>HTML part</p>
        {dark ? <style>{darkModeRules(document)}</style> : null}
        <div
          data-email-html=""
          data-color-scheme={dark ? 'dark' : undefined}
          lang={lang}
          style={dark ? { colorScheme: 'dark', color: 'CanvasText', backgroundColor: 'Canvas' } : undefined}
          dangerouslySetInnerHTML={{ __html: `<div ${bodyAttributes}>${body.innerHTML}</div>` }}
        />
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
            color: colors.text,
            backgroundColor: colors.surfaceRaised,
            border: `1px solid ${colors.border}`,
          }}
        >
          {email.text}
        </pre>
      </section>
    </div>
  );
}
