import { createContext, createElement, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';
import { pathInLocale, splitLocale, type Locale } from '@pcr/contracts';
import { useLocale } from '../../i18n/locale-context.js';

/** What a link component receives: anchor attributes with a required `href` string. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** The app's link (e.g. a router link). Site paths start with "/"; anything else is a plain anchor. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function AnchorLink({ ref, ...props }: LinkComponentProps) {
  return <a ref={ref} {...props} />;
}

const LinkContext = createContext<LinkComponent>(AnchorLink);

export interface LinkProviderProps {
  /** Renders site-internal links (hrefs starting with "/"). Defaults to a plain `<a href>`. */
  component: LinkComponent;
  children?: ReactNode;
}

/** Lets the app supply its router link; ui components only ever take `href` strings. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** True for site paths ("/about"), false for mailto:, tel:, http(s):, and in-page "#" links. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export type LinkProps = LinkComponentProps;

/** A site path in the page's language, unless it already names one ("/about" is "/es/about" on a Spanish page). */
export const hrefInLocale = (href: string, locale: Locale): string => (splitLocale(href).locale === locale ? href : pathInLocale(href, locale));

/**
 * A link: site paths go through the LinkProvider's component, in the page's language ("/about" is
 * "/es/about" on a Spanish page); everything else is a plain anchor.
 */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  const locale = useLocale();
  if (!isInternalHref(props.href)) return <AnchorLink {...props} />;
  const href = hrefInLocale(props.href, locale);
  // The provider's component is stable (module-level in the app), so it is not "created during render".
  return createElement(Component, { ...props, href });
}
