/**
 * Stand-ins used by stories only (not exported from the package) for pieces another part of the
 * library provides: the Breadcrumbs component and the full contact form. Replace them in the
 * stories with the real components once those are exported.
 */
import { Fragment } from 'react';
import { Link } from '../components/Link.js';

export interface PlaceholderCrumb {
  label: string;
  href?: string;
}

/** A plain breadcrumb trail (nav > ol, the current page marked with aria-current). */
export function PlaceholderBreadcrumbs({ items }: { items: readonly PlaceholderCrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" style={{ fontSize: '0.875rem' }}>
      <ol style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 ? (
              <li aria-hidden="true" style={{ opacity: 0.6 }}>
                /
              </li>
            ) : null}
            <li>
              {item.href ? (
                <Link href={item.href} style={{ textUnderlineOffset: '0.2em' }}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page">{item.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

/** Marks where the app renders the full contact form. */
export function PlaceholderContactForm() {
  return (
    <div
      data-testid="contact-form-slot"
      style={{ padding: '3rem 1.5rem', border: '1.5px dashed currentColor', borderRadius: 8, textAlign: 'center', opacity: 0.85 }}
    >
      <p>The full contact form renders here.</p>
    </div>
  );
}
