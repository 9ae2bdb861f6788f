import { SKELETON_COUNTS, type Testimonial } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { TestimonialCard, TestimonialCardSkeleton } from '../../components/TestimonialCard/TestimonialCard.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import type { DataState } from '../../utils/data-state.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface TestimonialsPageProps {
  testimonials: DataState<Testimonial[]>;
}


/** /testimonials: every client testimonial. */
export function TestimonialsPage({ testimonials }: TestimonialsPageProps) {
  const t = useTranslate();
  return (
    <>
      <PageHero
        eyebrow={t('Client Stories')}
        title={
          <>
            {t('In Their ')}
            <em>{t('Words')}</em>
          </>
        }
        description={t('Buyers and sellers on what it was like to work with us.')}
      />
      <Container band>
        <CardGridSection
          state={testimonials}
          title={t('Testimonials')}
          loadingLabel={t('Loading testimonials…')}
          skeletonCount={SKELETON_COUNTS.testimonials}
          skeleton={<TestimonialCardSkeleton />}
          itemKey={(t) => t.id}
          renderItem={(t) => <TestimonialCard testimonial={t} />}
          error={{ title: t("We couldn't load our testimonials"), description: t('Please try again in a moment.') }}
          empty={{ title: t('Testimonials are on their way'), description: t('Please check back soon.'), icon: 'quote' }}
        />
      </Container>
    </>
  );
}
