import { TestimonialsPage } from '@pcr/ui';
import { useTestimonials } from '../data/queries.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function TestimonialsRoute() {
  useRouteHead(routes.testimonials);
  return <TestimonialsPage testimonials={useTestimonials()} />;
}
