import { useId } from 'react';
import * as styles from './TableOfContents.css.js';
import { cx } from '../../utils/cx.js';

export interface TableOfContentsItem {
  /** The id of the section on this page. */
  id: string;
  label: string;
}

export interface TableOfContentsProps {
  items: readonly TableOfContentsItem[];
  /** Heading of the box, also the navigation landmark's name. */
  title?: string;
  className?: string;
}

/** In-page navigation: a numbered list of links to the sections of an article. */
export function TableOfContents({ items, title = 'In this guide', className }: TableOfContentsProps) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className={cx(styles.root, className)}>
      <h2 id={titleId} className={styles.title}>
        {title}
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
