// Global styles first: self-hosted fonts, theme variables on :root/.light/.dark, base element styles.
// (index.ts and theme/styles.ts are listed in package.json "sideEffects", so bundlers keep them.)
import './theme/styles.js';

// Design system
export { vars } from './theme/contract.css.js';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css.js';
export { breakpoints, media, lightColors, darkColors, fontFamilies } from './theme/tokens.js';
export { themeInitScript } from './theme/theme-init-script.js';
export {
  useThemePreference,
  applyThemeClass,
  resolveTheme,
  type ResolvedTheme,
  type ThemePreferenceState,
} from './theme/useThemePreference.js';

// Types and navigation
export type { DataState } from './types.js';
export {
  mainNavigation,
  isNavItemActive,
  footerNeighborhoods,
  footerQuickLinks,
  type NavItem,
  type FooterNeighborhood,
} from './navigation.js';

// Primitives
export { LinkProvider, Link, isInternalHref, type LinkComponent, type LinkComponentProps, type LinkProps, type LinkProviderProps } from './components/Link.js';
export { Button, ButtonLink, buttonClassName, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './components/Button.js';
export { Skeleton, type SkeletonProps } from './components/Skeleton.js';
export { Container, type ContainerProps } from './components/Container.js';
export { SectionHeading, type SectionHeadingProps } from './components/SectionHeading.js';
export { EmptyState, type EmptyStateProps, type StateAction } from './components/EmptyState.js';
export { ErrorState, type ErrorStateProps } from './components/ErrorState.js';
export { VisuallyHidden } from './components/VisuallyHidden.js';
export { Icon, iconNames, type IconName, type IconProps } from './components/Icon.js';
export { Brand, BrandMark, type BrandProps } from './components/Brand.js';
export { ThemeSwitch, type ThemeSwitchProps } from './components/ThemeSwitch.js';

// Sections
export { SiteHeader, type SiteHeaderProps } from './sections/SiteHeader.js';
export { SiteFooter, type SiteFooterProps } from './sections/SiteFooter.js';
export { SiteLayout, type SiteLayoutProps } from './sections/SiteLayout.js';
export { AgentCard, AgentCardSkeleton, AGENT_PHOTO_SIZE, type AgentCardProps } from './components/AgentCard.js';
export { FounderProfile, FounderProfileSkeleton, type FounderProfileProps } from './sections/FounderProfile.js';
export { TeamGrid, type TeamGridProps } from './sections/TeamGrid.js';
export { JoinOurTeam, type JoinOurTeamProps } from './sections/JoinOurTeam.js';

// Pages
export { PageHero, type PageHeroProps, type PageHeroStat } from './pages/PageHero.js';
export { TeamPage, teamPageDescription, type TeamPageProps } from './pages/TeamPage.js';
export { NotFoundPage, type NotFoundPageProps } from './pages/NotFoundPage.js';
