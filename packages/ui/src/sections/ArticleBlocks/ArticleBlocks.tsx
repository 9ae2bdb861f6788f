import { Fragment } from 'react';
import {
  splitIdentityTokens,
  type ArticleBlock,
  type CalloutBlock,
  type ListBlock,
  type SiteIdentity,
  type StepsBlock,
  type TableBlock,
} from '@pcr/contracts';
import { DataTable } from '../../components/DataTable/DataTable.js';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import * as styles from './ArticleBlocks.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

/** What texts may name: `{brand}` as text, `{phone}` and `{email}` as tel: and mailto: links. */
export type ArticleIdentity = Pick<SiteIdentity, 'brand' | 'phoneDisplay' | 'phoneHref' | 'email'>;

export interface IdentityTextProps {
  text: string;
  identity: ArticleIdentity;
}

/** A text with its identity tokens filled in: the brand as text, phone and e-mail as links. */
export function IdentityText({ text, identity }: IdentityTextProps) {
  return (
    <>
      {splitIdentityTokens(text).map((part, i) => {
        if (part.kind === 'text') return <Fragment key={i}>{part.value}</Fragment>;
        if (part.token === 'brand') return <Fragment key={i}>{identity.brand}</Fragment>;
        if (part.token === 'phone') {
          return (
            <a key={i} className={styles.phoneLink} href={identity.phoneHref}>
              {identity.phoneDisplay}
            </a>
          );
        }
        return (
          <a key={i} className={styles.inlineLink} href={`mailto:${identity.email}`}>
            {identity.email}
          </a>
        );
      })}
    </>
  );
}

function ListView({ block, identity }: { block: ListBlock; identity: ArticleIdentity }) {
  const Tag = block.ordered ? 'ol' : 'ul';
  return (
    <Tag className={cx(styles.list, block.ordered && styles.orderedList)}>
      {block.items.map((item) => {
        const key = typeof item === 'string' ? item : item.term;
        return (
          <li key={key} className={block.ordered ? styles.orderedItem : styles.bulletItem}>
            {typeof item === 'string' ? (
              <IdentityText text={item} identity={identity} />
            ) : (
              <>
                {item.href ? (
                  <Link href={item.href} className={styles.termLink}>
                    {item.term}
                  </Link>
                ) : (
                  <strong className={styles.term}>{item.term}</strong>
                )}
                {': '}
                <IdentityText text={item.text} identity={identity} />
              </>
            )}
          </li>
        );
      })}
    </Tag>
  );
}

function StepsView({ block, identity }: { block: StepsBlock; identity: ArticleIdentity }) {
  return (
    <ol className={styles.steps}>
      {block.items.map((item) => (
        <li key={item.title} className={styles.step}>
          <h3 className={styles.stepTitle}>{item.title}</h3>
          <p className={styles.stepText}>
            <IdentityText text={item.text} identity={identity} />
          </p>
        </li>
      ))}
    </ol>
  );
}

function TableView({ block }: { block: TableBlock }) {
  return <DataTable caption={block.caption} columns={block.columns} rows={block.rows.map((row) => ({ key: row.join('|'), cells: row }))} />;
}

const calloutIcons: Record<CalloutBlock['tone'], IconName> = { tip: 'check', note: 'compass', important: 'alert-circle' };

function CalloutView({ block, identity }: { block: CalloutBlock; identity: ArticleIdentity }) {
  const t = useTranslate();
  const label = { tip: t('Tip'), note: t('Note'), important: t('Important') }[block.tone];
  return (
    <div role="note" className={cx(styles.callout, styles.calloutTone[block.tone])} data-tone={block.tone}>
      <Icon name={calloutIcons[block.tone]} size={22} className={styles.calloutIcon[block.tone]} />
      <p className={styles.calloutTitle}>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {block.title}
      </p>
      <p className={styles.calloutText}>
        <IdentityText text={block.text} identity={identity} />
      </p>
      {block.link ? (
        <Link href={block.link.href} className={styles.calloutLink}>
          {block.link.label}
          <Icon name="arrow-right" size={18} />
        </Link>
      ) : null}
    </div>
  );
}

export interface ArticleBlockViewProps {
  block: ArticleBlock;
  identity: ArticleIdentity;
}

/** One block of an article: paragraph, list, numbered steps, table or callout. */
export function ArticleBlockView({ block, identity }: ArticleBlockViewProps) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <IdentityText text={block.text} identity={identity} />
        </p>
      );
    case 'list':
      return <ListView block={block} identity={identity} />;
    case 'steps':
      return <StepsView block={block} identity={identity} />;
    case 'table':
      return <TableView block={block} />;
    case 'callout':
      return <CalloutView block={block} identity={identity} />;
  }
}

export interface ArticleBlocksProps {
  blocks: readonly ArticleBlock[];
  identity: ArticleIdentity;
  className?: string;
}

/** The blocks of an article section, set for comfortable long-form reading (~70 characters a line). */
export function ArticleBlocks({ blocks, identity, className }: ArticleBlocksProps) {
  return (
    <div className={cx(styles.prose, className)}>
      {blocks.map((block, i) => (
        <ArticleBlockView key={i} block={block} identity={identity} />
      ))}
    </div>
  );
}
