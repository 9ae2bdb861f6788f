import { Link } from '../Link/Link.js';
import * as styles from './Brand.css.js';
import { cx } from '../../utils/cx.js';

export type BrandTone = 'default' | 'inverse';

/** The logo mark: a roofline over two swells, drawn in the theme's accent colours. */
export function BrandMark({ size = 40, tone = 'default' }: { size?: number; tone?: BrandTone }) {
  return (
    <svg className={styles.mark[tone]} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19.5" fill="var(--mark-fill)" />
      <g fill="none" stroke="var(--mark-ink)" strokeLinecap="round" strokeLinejoin="round">
        <path d="M11 19.5 20 12l9 7.5" strokeWidth="2.2" />
        <path d="M9.5 25.2c2.1-1.7 4.2-1.7 6.3 0s4.2 1.7 6.3 0 4.2-1.7 6.3 0" strokeWidth="2" />
        <path d="M12.5 29.6c1.6-1.2 3.2-1.2 4.8 0s3.2 1.2 4.8 0 3.2-1.2 4.8 0" strokeWidth="1.6" opacity="0.7" />
      </g>
    </svg>
  );
}

/** Splits "Pacific Crest Realty" into the serif name and the spaced small-caps last word. */
function splitBrand(brand: string): { name: string; suffix?: string } {
  const words = brand.trim().split(/\s+/);
  if (words.length < 3) return { name: brand };
  return { name: words.slice(0, -1).join(' '), suffix: words[words.length - 1] };
}

export interface BrandProps {
  brand: string;
  href?: string;
  tone?: BrandTone;
  className?: string;
}

/** Logo mark and wordmark, linking home. Its accessible name is the brand (the visible words). */
export function Brand({ brand, href = '/', tone = 'default', className }: BrandProps) {
  const { name, suffix } = splitBrand(brand);
  return (
    <Link href={href} className={cx(styles.root, className)}>
      <BrandMark tone={tone} />
      <span className={styles.words}>
        <span className={styles.name}>{name}</span>
        {suffix ? (
          <>
            {' '}
            <span className={styles.suffix}>{suffix}</span>
          </>
        ) : null}
      </span>
    </Link>
  );
}
