import { useSearchParams } from 'react-router-dom';
import { requestRefusalOf } from '@pcr/contracts';
import { RequestRefusedPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';

/** The page of a request the site refused: the server renders it, with the refusal's status, for the request it refused. */
export default function RequestRefusedRoute() {
  const [params] = useSearchParams();
  const reason = requestRefusalOf(params.get('reason'));
  return <RequestRefusedPage reason={reason} identity={siteIdentity} />;
}
