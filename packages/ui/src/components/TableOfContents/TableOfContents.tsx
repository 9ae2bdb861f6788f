import { useId } from 'react';
import * as styles from './TableOfContents.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface TableOfContentsItem {
  /** The id of the section on this page. */
  id: string;
  label: string;
}

export interface TableOfContentsProps {
  items: readonly TableOfContentsItem[];
  /** Heading of the box, also the navigation landmark's name (default "In this guide", in the page's language). */
  title?: string;
  className?: string;
}

/** In-page navigation: a numbered list of links to the sections of an article. */
export function TableOfContents({ items, title, className }: TableOfContentsProps) {
  const titleId = useId();
  const t = useTranslate();
  return (
    <nav aria-labelledby={titleId} className={cx(styles.root, className)}>
      <h2 id={titleId} className={styles.title}>
        {title ?? t('In this guide')}
      </h2>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <a className={styles.link} href={`#${item.id}`}>
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
