import type { ReactNode } from 'react';
import * as styles from './SectionHeading.css.js';
import { cx } from '../../utils/cx.js';

export interface SectionHeadingProps {
  /** Short uppercase label above the title, in the sand accent. */
  eyebrow?: ReactNode;
  /** The heading; wrap a word in `<em>` for the italic serif accent. */
  title: ReactNode;
  description?: ReactNode;
  as?: 'h1' | 'h2' | 'h3';
  align?: 'left' | 'center';
  /** Id of the heading element, for `aria-labelledby` on the section. */
  id?: string;
  className?: string;
}

/** Eyebrow, serif title and lead paragraph: the heading block of every section. */
export function SectionHeading({ eyebrow, title, description, as: Tag = 'h2', align = 'left', id, className }: SectionHeadingProps) {
  return (
    <div className={cx(styles.root, styles.align[align], className)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Tag id={id} className={styles.title[Tag]}>
        {title}
      </Tag>
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}
