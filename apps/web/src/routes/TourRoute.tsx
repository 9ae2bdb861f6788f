import { useLocation, useSearchParams } from 'react-router-dom';
import { TourPage, type TourPageResult } from '@pcr/ui';
import type { TourLink } from '@pcr/contracts';
import { useActionAnswer, usePageData } from '../app/page-data.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';
import { tourLinkOf } from './tour-action.js';

export default function TourRoute() {
  useRouteHead(routes.tour);
  const { tour, now } = usePageData(routes.tour);
  const answer = useActionAnswer(routes.tour);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const link = tourLinkOf(params) as TourLink;
  const result: TourPageResult =
    tour.status === 200
      ? { status: 'loaded', tour: tour.body }
      : { status: 'refused', code: tour.status === 410 ? 410 : tour.status === 404 ? 404 : 403, message: 'message' in tour.body ? tour.body.message : '' };
  return <TourPage result={result} link={link} action={`${pathname}?${new URLSearchParams({ ...link })}`} answer={answer} done={params.get('done') === '1'} now={now} />;
}
