import { TestimonialsPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function TestimonialsRoute() {
  const { testimonials } = usePageData(routes.testimonials);
  useRouteHead(routes.testimonials);
  return <TestimonialsPage testimonials={testimonials} />;
}
