/**
 * Stand-in used by stories only (not exported from the package) for the Breadcrumbs component
 * another part of the library provides. Replace it in the stories once that component exists.
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
