import { useLocation, useSearchParams } from 'react-router-dom';
import { TourPage, type TourPageResult } from '@pcr/ui';
import { tourMessages, type TourLink } from '@pcr/contracts';
import { useActionAnswer, usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';
import { tourLinkOf } from './tour-action.js';

export default function TourRoute() {
  const { tour, now } = usePageData(routes.tour);
  const answer = useActionAnswer(routes.tour);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const link = tourLinkOf(params) as TourLink;
  const result: TourPageResult =
    tour.status === 200
      ? { status: 'loaded', tour: tour.body }
      : tour.status === 410 || tour.status === 404 || tour.status === 403
        ? { status: 'refused', code: tour.status, message: tour.body.message }
        : tour.status === 400
          ? // A link that does not even parse: not ours either.
            { status: 'refused', code: 403, message: tourMessages.linkInvalid }
          : { status: 'unavailable' };
  return <TourPage result={result} link={link} action={`${pathname}?${new URLSearchParams({ ...link })}`} answer={answer} done={params.get('done') === '1'} now={now} />;
}
