import { TestimonialsPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';

export default function TestimonialsRoute() {
  const { testimonials } = usePageData(routes.testimonials);
  return <TestimonialsPage testimonials={testimonials} />;
}
