// Global styles first: self-hosted fonts, theme variables on :root/.light/.dark, base element styles.
// (index.ts and theme/styles.ts are listed in package.json "sideEffects", so bundlers keep them.)
import './theme/styles.js';

// Design system
export { vars } from './theme/contract.css.js';
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
export { SiteOriginProvider, useAbsoluteUrl } from './utils/site-origin.js';
export { loadAllParts, loadWhenNeeded } from './utils/load-when-needed.js';
export { jsonForScriptElement } from './utils/json-for-script.js';
export { Button, ButtonLink, buttonClassName, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './components/Button.js';
export { Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './components/Skeleton.js';
export { Container, type ContainerProps } from './components/Container.js';
export { SectionHeading, type SectionHeadingProps } from './components/SectionHeading.js';
export { EmptyState, type EmptyStateProps, type StateAction } from './components/EmptyState.js';
export { ErrorState, type ErrorStateProps } from './components/ErrorState.js';
export { VisuallyHidden } from './components/VisuallyHidden.js';
export { Icon, type IconName, type IconProps } from './components/Icon.js';
export { Brand, BrandMark, type BrandProps } from './components/Brand.js';
export { ThemeSwitch, type ThemeSwitchProps } from './components/ThemeSwitch.js';

// Sections
export { SiteHeader, type SiteHeaderProps } from './sections/SiteHeader.js';
export { SiteFooter, type SiteFooterProps } from './sections/SiteFooter.js';
export { PagePending, SiteLayout, type SiteLayoutProps } from './sections/SiteLayout.js';
export { AgentCard, AgentCardSkeleton, AGENT_PHOTO_SIZE, type AgentCardProps } from './components/AgentCard.js';
export { FounderProfile, FounderProfileSkeleton, type FounderProfileProps } from './sections/FounderProfile.js';
export { TeamGrid, type TeamGridProps } from './sections/TeamGrid.js';
export { JoinOurTeam, type JoinOurTeamProps } from './sections/JoinOurTeam.js';

// Static pages: resources, guides, about, contact, legal
export { ResourceCard, type ResourceCardProps } from './components/ResourceCard.js';
export { TableOfContents, type TableOfContentsItem, type TableOfContentsProps } from './components/TableOfContents.js';
export { SocialLinks, type SocialLinksProps } from './components/SocialLinks.js';
export { ArticleBlocks, ArticleBlockView, IdentityText, type ArticleBlocksProps, type ArticleBlockViewProps, type ArticleIdentity, type IdentityTextProps } from './sections/ArticleBlocks.js';
export { CallToAction, type CallToActionLink, type CallToActionProps } from './sections/CallToAction.js';
export { ResourcesIndex, type ResourcesIndexProps } from './sections/ResourcesIndex.js';
export { GuideArticle, type GuideArticleProps } from './sections/GuideArticle.js';
export { AboutMission, type AboutMissionProps } from './sections/AboutMission.js';
export { ValuesGrid, type ValuesGridProps } from './sections/ValuesGrid.js';
export { ReasonsList, type ReasonsListProps } from './sections/ReasonsList.js';
export { Timeline, type TimelineProps } from './sections/Timeline.js';
export { ContactCards, type ContactCardsProps } from './sections/ContactCards.js';
export { ServiceAreas, type ServiceAreasProps } from './sections/ServiceAreas.js';
export { LegalDocument, type LegalDocumentProps } from './sections/LegalDocument.js';

// Pages
export { PageHero, type PageHeroProps, type PageHeroStat } from './pages/PageHero.js';
export { TeamPage, type TeamPageProps } from './pages/TeamPage.js';
export { NotFoundPage, type NotFoundPageProps } from './pages/NotFoundPage.js';
export { AboutPage, type AboutPageProps } from './pages/AboutPage.js';
export { ContactPage, SERVICE_AREAS_ID, type ContactPageProps } from './pages/ContactPage.js';
export { ResourcesPage, type ResourcesPageProps } from './pages/ResourcesPage.js';
export { GuidePage, type GuidePageProps } from './pages/GuidePage.js';
export { LegalPage, type LegalPageProps } from './pages/LegalPage.js';

// Mortgage calculator (the arithmetic and its messages are in the contract). Pages load it when it
// is needed (LazyMortgageCalculator); exporting its code here would put it in every page's first load,
// as the bundler places a module the entry can reach through this index in the entry's chunk.
export type { MortgageCalculatorProps } from './mortgage/MortgageCalculator.js';
export type { MonthlyCostChartProps } from './mortgage/MonthlyCostChart.js';
export { NumberField, type NumberFieldProps } from './components/NumberField.js';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './components/SegmentedControl.js';

// Lead forms (react-hook-form + the contract's valibot schemas)
export { ShortContactForm, SHORT_CONTACT_DEFAULT_HEADING, SHORT_CONTACT_DEFAULT_DESCRIPTION, type ShortContactFormProps } from './forms/ShortContactForm.js';
export { FullContactForm, type FullContactFormProps } from './forms/FullContactForm.js';
export { SubscribeForm, type SubscribeFormProps } from './forms/SubscribeForm.js';
export {
  FormSubmitError,
  fieldIssuesFromBody,
  getFieldIssues,
  type FieldIssues,
  type FieldIssuesError,
  type FormSubmitErrorOptions,
} from './forms/form-errors.js';

// Notices (Ark UI toast, one at a time, 5000 ms, F8, swipe right to dismiss)
export { Notice, NoticeIcon, NOTICE_CLOSE_LABEL, type NoticeProps } from './notices/Notice.js';
export { Toaster, NOTICE_REGION_LABEL, type ToasterProps } from './notices/Toaster.js';
export { createNoticeToaster, NOTICE_REMOVE_DELAY_MS, type NoticeToaster, type NoticeToasterOptions } from './notices/createNoticeToaster.js';
export { NoticeProvider, useNotices, type NoticeProviderProps } from './notices/NoticeProvider.js';
export { noticeContent, noticeKinds, type NoticeContent, type NoticeKind, type NoticeVariant } from './notices/notice-content.js';
export { useSwipeToDismiss, type SwipeHandlers } from './notices/useSwipeToDismiss.js';

// Cards, listing sections and the listing pages
export { Breadcrumbs, type Crumb } from './components/Breadcrumbs.js';
export { PropertyCard, PropertyCardSkeleton, CARD_IMAGE_SIZE, type PropertyCardProps } from './components/PropertyCard.js';
export { HotListingCard, HotListingCardSkeleton, type HotListingCardProps } from './components/HotListingCard.js';
export { listingCourtesy } from './components/ListingCourtesy.js';
export { IMAGE_NOT_AVAILABLE, ImageUnavailable, useImageFallback, type ImageUnavailableProps } from './components/ImageUnavailable.js';
export { listingAttributions, MlsDisclaimer, type MlsDisclaimerProps } from './components/MlsDisclaimer.js';
export { NeighborhoodCard, NeighborhoodCardSkeleton, type NeighborhoodCardProps } from './components/NeighborhoodCard.js';
export { CityCard, CityCardSkeleton, type CityCardProps } from './components/CityCard.js';
export { TestimonialCard, TestimonialCardSkeleton, type TestimonialCardProps } from './components/TestimonialCard.js';
export { StarRating } from './components/StarRating.js';
export { CardGridSection, type CardGridSectionProps } from './sections/CardGridSection.js';
export { HomePage, type HomePageProps } from './pages/HomePage.js';
export { HotListingsPage, type HotListingsPageProps } from './pages/HotListingsPage.js';
export { CitiesPage, type CitiesPageProps } from './pages/CitiesPage.js';
export { TestimonialsPage, type TestimonialsPageProps } from './pages/TestimonialsPage.js';
export { PropertiesPage, type PropertiesPageProps } from './pages/PropertiesPage.js';
export { PropertySearchFilters, SORT_CHOICES, type PropertySearchFiltersProps, type PropertySearchValues } from './sections/PropertySearchFilters.js';
export { PropertyPage, type PropertyPageProps } from './pages/PropertyPage.js';
export * from './city/index.js';
export * from './neighborhood/index.js';
