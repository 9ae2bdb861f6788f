import { TestimonialsPage } from '@pcr/ui';
import { useTestimonials } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

export default function TestimonialsRoute() {
  return <TestimonialsPage testimonials={useTestimonials()} identity={siteIdentity} />;
}
