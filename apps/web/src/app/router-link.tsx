import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * On the server, the anchor React Router's Link renders for a path of the site, written without it:
 * a page has dozens of links and Link resolves each through the router's hooks, a large part of a
 * fresh render (docs/performance.md), and a server render never clicks. The same attributes in the
 * same order (`target`, then `data-discover` last), so the page the browser hydrates is unchanged:
 * a mismatch shows as a hydration error in the e2e checks. Not in the browser's bundle.
 */
const ServerSiteLink = import.meta.env.SSR
  ? forwardRef<HTMLAnchorElement, RouterLinkProps>(function ServerSiteLink({ href, target, ...rest }, ref) {
      // "//host" is another site's address: React Router marks no route discovery on it.
      return <a {...rest} href={href} ref={ref} target={target} data-discover={href.startsWith('//') ? undefined : 'true'} />;
    })
  : undefined;

/** Site paths navigate client-side; mailto:, tel: and outbound links stay plain anchors. */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, ...rest }, ref) {
  if (!href.startsWith('/')) return <a ref={ref} href={href} {...rest} />;
  if (ServerSiteLink) return <ServerSiteLink ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
});
