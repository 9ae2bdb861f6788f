import { Fragment } from 'react';
import { breadcrumbListJsonLd } from '../../utils/structured-data/breadcrumbs.js';
import { useAbsoluteUrl } from '../../utils/site-origin.js';
import { JsonLd } from '../JsonLd/JsonLd.js';
import { hrefInLocale, Link } from '../Link/Link.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import * as styles from './Breadcrumbs.css.js';
import { cx } from '../../utils/cx.js';

export interface Crumb {
  label: string;
  /** The label's language when it is not the page's (a listing's title as the MLS wrote it). */
  lang?: string | undefined;
  /** Omitted for the current page (the last crumb). */
  href?: string;
}

/**
 * "Home / Cities / Irvine": a navigation landmark named Breadcrumb; the current page is marked. The same
 * trail is given to search engines as a BreadcrumbList, so the two can never disagree.
 */
export function Breadcrumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  const absoluteUrl = useAbsoluteUrl();
  const t = useTranslate();
  const locale = useLocale();
  // Search engines get the addresses the links go to: the page's language.
  const trail = items.map((item) => (item.href ? { ...item, href: hrefInLocale(item.href, locale) } : item));
  return (
    <nav aria-label={t('Breadcrumb')} className={cx(styles.nav, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            {index > 0 ? (
              <li aria-hidden="true" className={styles.separator}>
                /
              </li>
            ) : null}
            <li>
              {item.href && index < items.length - 1 ? (
                <Link className={styles.link} href={item.href}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" lang={item.lang} className={styles.current}>
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
      <JsonLd data={breadcrumbListJsonLd(trail, absoluteUrl)} />
    </nav>
  );
}
