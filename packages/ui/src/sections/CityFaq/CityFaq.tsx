import { useId } from 'react';
import { Accordion } from '@ark-ui/react/accordion';
import type { CityDetail, Locale } from '@pcr/contracts';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import * as styles from './CityFaq.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface CityFaqProps {
  cityName: string;
  faqs: CityDetail['faqs'];
  /** The questions' language when it is not the page's (a guide the city-guide service wrote in English). */
  lang?: Locale | undefined;
  className?: string;
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/**
 * Ark UI Accordion, single and collapsible: opening a question closes the open one, and the open one
 * closes when clicked again. Items are identified by their index (spec section 4). The page gives
 * the same questions to search engines as FAQPage structured data (CityPage: it runs on the server
 * only, so no island carries a structured-data builder).
 */
export function CityFaq({ cityName, faqs, lang, className }: CityFaqProps) {
  const headingId = useId();
  const t = useTranslate();
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cx(styles.section, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={t('{city} FAQ', { city: cityName })}
        title={
          <>
            {t('Frequently Asked')} <em>{t('Questions')}</em>
          </>
        }
      />
      <Accordion.Root className={styles.root} collapsible multiple={false} lang={lang}>
        {faqs.map((faq, index) => (
          <Accordion.Item key={index} value={String(index)} className={styles.item}>
            <h3 className={styles.heading}>
              <Accordion.ItemTrigger className={styles.trigger}>
                {faq.question}
                <Accordion.ItemIndicator asChild>
                  <span className={styles.indicator}>
                    <Chevron />
                  </span>
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </h3>
            <Accordion.ItemContent className={styles.content}>
              <p className={styles.answer}>{faq.answer}</p>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
