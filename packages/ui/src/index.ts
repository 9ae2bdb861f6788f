// No side effects here (decision 0048): a page's bundle holds the styles of what it uses, not of the
// whole library. The global styles (fonts, theme variables, base element styles) are imported by
// whoever draws a whole page: `import '@pcr/ui/theme/styles.js'` (the web app's entry, Storybook).

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
export type { DataState } from './utils/data-state.js';
export {
  mainNavigation,
  isNavItemActive,
  footerNeighborhoods,
  footerQuickLinks,
  type NavItem,
  type FooterNeighborhood,
} from './utils/navigation.js';

// Languages (decision 0032)
export { LocaleProvider, MoreTexts, useLocale, useTranslate, useTranslateText, withTexts, type Catalog, type LocaleProviderProps } from './i18n/locale-context.js';
export { loadCatalog } from './i18n/load-catalog.js';
export type { EnglishText, PlainText, Translate } from './i18n/translate.js';
export { LanguageSwitch, type LanguageSwitchProps } from './components/LanguageSwitch/LanguageSwitch.js';

// Primitives
export { LinkProvider, Link, isInternalHref, type LinkComponent, type LinkComponentProps, type LinkProps, type LinkProviderProps } from './components/Link/Link.js';
export { SiteOriginProvider, useAbsoluteUrl } from './utils/site-origin.js';
export { island, IslandCollectorContext, islandPlaceholder, type IslandWake, type RenderedIsland } from './utils/island.js';
export { jsonForScriptElement } from './utils/json-for-script.js';
export { StructuredDataCollector } from './components/JsonLd/JsonLd.js';
export { PageImageContext, type PageImage, type PageImageOf } from './utils/page-image.js';
export { Button, ButtonLink, buttonClassName, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './components/Button/Button.js';
export { Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './components/Skeleton/Skeleton.js';
export { Container, type ContainerProps } from './components/Container/Container.js';
export { SectionHeading, type SectionHeadingProps } from './components/SectionHeading/SectionHeading.js';
export { EmptyState, type EmptyStateProps, type StateAction } from './components/EmptyState/EmptyState.js';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState.js';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.js';
export { Icon, type IconName, type IconProps } from './components/Icon/Icon.js';
export { Brand, BrandMark, type BrandProps } from './components/Brand/Brand.js';
export { ThemeSwitch, type ThemeSwitchProps } from './components/ThemeSwitch/ThemeSwitch.js';

// Sections
export { SiteHeader, type SiteHeaderProps } from './sections/SiteHeader/SiteHeader.js';
export { SiteFooter, type SiteFooterProps } from './sections/SiteFooter/SiteFooter.js';
export { PagePending, SiteLayout, type SiteLayoutProps } from './sections/SiteLayout/SiteLayout.js';
export { AgentCard, AgentCardSkeleton, AGENT_PHOTO_SIZE, type AgentCardProps } from './components/AgentCard/AgentCard.js';
export { FounderProfile, FounderProfileSkeleton, type FounderProfileProps } from './sections/FounderProfile/FounderProfile.js';
export { TeamGrid, type TeamGridProps } from './sections/TeamGrid/TeamGrid.js';
export { JoinOurTeam, type JoinOurTeamProps } from './sections/JoinOurTeam/JoinOurTeam.js';

// Static pages: resources, guides, about, contact, legal
export { ResourceCard, type ResourceCardProps } from './components/ResourceCard/ResourceCard.js';
export { TableOfContents, type TableOfContentsItem, type TableOfContentsProps } from './components/TableOfContents/TableOfContents.js';
export { SocialLinks, type SocialLinksProps } from './components/SocialLinks/SocialLinks.js';
export { ArticleBlocks, ArticleBlockView, IdentityText, type ArticleBlocksProps, type ArticleBlockViewProps, type ArticleIdentity, type IdentityTextProps } from './sections/ArticleBlocks/ArticleBlocks.js';
export { CallToAction, type CallToActionLink, type CallToActionProps } from './sections/CallToAction/CallToAction.js';
export { ResourcesIndex, type ResourcesIndexProps } from './sections/ResourcesIndex/ResourcesIndex.js';
export { GuideArticle, type GuideArticleProps } from './sections/GuideArticle/GuideArticle.js';
export { AboutMission, type AboutMissionProps } from './sections/AboutMission/AboutMission.js';
export { ValuesGrid, type ValuesGridProps } from './sections/ValuesGrid/ValuesGrid.js';
export { ReasonsList, type ReasonsListProps } from './sections/ReasonsList/ReasonsList.js';
export { Timeline, type TimelineProps } from './sections/Timeline/Timeline.js';
export { ContactCards, type ContactCardsProps } from './sections/ContactCards/ContactCards.js';
export { ServiceAreas, type ServiceAreasProps } from './sections/ServiceAreas/ServiceAreas.js';
export { LegalDocument, type LegalDocumentProps } from './sections/LegalDocument/LegalDocument.js';

// Pages
export { PageHero, type PageHeroProps, type PageHeroStat } from './sections/PageHero/PageHero.js';
export { TeamPage, type TeamPageProps } from './pages/TeamPage/TeamPage.js';
export { AgentPage, agentContactTexts, type AgentPageProps } from './pages/AgentPage/AgentPage.js';
export { OpenHousesPage, type OpenHousesPageProps } from './pages/OpenHousesPage/OpenHousesPage.js';
export { SellPage, type SellPageProps } from './pages/SellPage/SellPage.js';
export { SELL_FIELDS, ADDRESS_FIELDS, sellCitiesOf, type SellField, type SellStep, type SellFormAnswer, type SellCity, type DescribedHome } from './pages/SellPage/sell-form.js';
export { SellThanksPage, type SellThanksPageProps } from './pages/SellThanksPage/SellThanksPage.js';
export { TourRequestPage, TourHome, type TourRequestPageProps, type TourHomeProps } from './pages/TourRequestPage/TourRequestPage.js';
export { TourRequestForm, type TourRequestFormProps } from './pages/TourRequestPage/TourRequestForm.js';
export { TOUR_FIELDS, TOUR_TIME_FIELDS, tourFieldOfIssue, type TourField, type TourFormAnswer, type TourActionAnswer } from './pages/TourRequestPage/tour-form.js';
export { TourPage, useTourTime, type TourPageProps, type TourPageResult } from './pages/TourPage/TourPage.js';
export { NotFoundPage, type NotFoundPageProps } from './pages/NotFoundPage/NotFoundPage.js';
export {
  SubscriptionConfirmationPage,
  type SubscriptionConfirmationPageProps,
  type SubscriptionConfirmationState,
} from './pages/SubscriptionConfirmationPage/SubscriptionConfirmationPage.js';
export {
  AlertsManagePage,
  type AlertsManageAnswer,
  type AlertsManagePageProps,
  type AlertsManageState,
  type AreaNames,
} from './pages/AlertsManagePage/AlertsManagePage.js';
export { RequestRefusedPage, type RequestRefusedPageProps } from './pages/RequestRefusedPage/RequestRefusedPage.js';
export { UnsubscribePage, type UnsubscribePageProps, type UnsubscribePageState, type UnsubscribeScope } from './pages/UnsubscribePage/UnsubscribePage.js';
export { AboutPage, type AboutPageProps } from './pages/AboutPage/AboutPage.js';
export { ContactPage, SERVICE_AREAS_ID, type ContactPageProps } from './pages/ContactPage/ContactPage.js';
export { ResourcesPage, type ResourcesPageProps } from './pages/ResourcesPage/ResourcesPage.js';
export { GuidePage, type GuidePageProps } from './pages/GuidePage/GuidePage.js';
export { LegalPage, type LegalPageProps } from './pages/LegalPage/LegalPage.js';

// Mortgage calculator (the arithmetic and its messages are in the contract): an island of the pages
// that show it (islands.ts); its code is not exported here, which pages and islands import directly.
export type { MortgageCalculatorProps } from './components/MortgageCalculator/MortgageCalculator.js';
export type { MonthlyCostChartProps } from './components/MonthlyCostChart/MonthlyCostChart.js';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField.js';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './components/SegmentedControl/SegmentedControl.js';

// Lead forms (react-hook-form + the contract's valibot schemas)
export { ShortContactForm, SHORT_CONTACT_DEFAULT_HEADING, SHORT_CONTACT_DEFAULT_DESCRIPTION, type ShortContactFormProps } from './forms/ShortContactForm/ShortContactForm.js';
export { FullContactForm, type FullContactFormProps } from './forms/FullContactForm/FullContactForm.js';
export { SubscribeForm, type SubscribeFormProps } from './forms/SubscribeForm/SubscribeForm.js';
export {
  FormSubmitError,
  fieldIssuesFromBody,
  getFieldIssues,
  type FieldIssues,
  type FieldIssuesError,
  type FormSubmitErrorOptions,
} from './forms/form-errors.js';

// Notices (Ark UI toast, one at a time, 5000 ms, F8, swipe right to dismiss)
export { Notice, NoticeIcon, NOTICE_CLOSE_LABEL, type NoticeProps } from './notices/Notice/Notice.js';
export { Toaster, NOTICE_REGION_LABEL, type ToasterProps } from './notices/Toaster/Toaster.js';
export { createNoticeToaster, NOTICE_REMOVE_DELAY_MS, type NoticeToaster, type NoticeToasterOptions } from './notices/Toaster/createNoticeToaster.js';
export { NoticeProvider, useNotices, type NoticeProviderProps } from './notices/NoticeProvider/NoticeProvider.js';
export { noticeContent, noticeKinds, type NoticeContent, type NoticeKind, type NoticeVariant } from './notices/notice-content.js';
export { useSwipeToDismiss, type SwipeHandlers } from './notices/Toaster/useSwipeToDismiss.js';

// Cards, listing sections and the listing pages
export { Breadcrumbs, type Crumb } from './components/Breadcrumbs/Breadcrumbs.js';
export { PropertyCard, PropertyCardSkeleton, CARD_IMAGE_SIZE, type PropertyCardProps } from './components/PropertyCard/PropertyCard.js';
export { HotListingCard, HotListingCardSkeleton, type HotListingCardProps } from './components/HotListingCard/HotListingCard.js';
export { IMAGE_NOT_AVAILABLE, ImageUnavailable, useImageFallback, type ImageUnavailableProps } from './components/ImageUnavailable/ImageUnavailable.js';
export { listingAttributions, MlsDisclaimer, type MlsDisclaimerProps } from './components/MlsDisclaimer/MlsDisclaimer.js';
export { NeighborhoodCard, NeighborhoodCardSkeleton, type NeighborhoodCardProps } from './components/NeighborhoodCard/NeighborhoodCard.js';
export { CityCard, CityCardSkeleton, type CityCardProps } from './components/CityCard/CityCard.js';
export { TestimonialCard, TestimonialCardSkeleton, type TestimonialCardProps } from './components/TestimonialCard/TestimonialCard.js';
export { StarRating } from './components/StarRating/StarRating.js';
export { CardGridSection, type CardGridSectionProps } from './sections/CardGridSection/CardGridSection.js';
export { HomePage, type HomePageProps } from './pages/HomePage/HomePage.js';
export { HotListingsPage, type HotListingsPageProps } from './pages/HotListingsPage/HotListingsPage.js';
export { CitiesPage, type CitiesPageProps } from './pages/CitiesPage/CitiesPage.js';
export { TestimonialsPage, type TestimonialsPageProps } from './pages/TestimonialsPage/TestimonialsPage.js';
export { PropertiesPage, type PropertiesPageProps } from './pages/PropertiesPage/PropertiesPage.js';
export { PropertySearchFilters, SORT_CHOICES, type PropertySearchFiltersProps, type PropertySearchValues } from './sections/PropertySearchFilters/PropertySearchFilters.js';
export { PropertyPage, type PropertyPageProps } from './pages/PropertyPage/PropertyPage.js';
// City detail parts and the city page template (the tabs and the FAQ are islands: islands.ts).
export { CityAbout, type CityAboutProps } from './sections/CityAbout/CityAbout.js';
export { CityFaq, type CityFaqProps } from './sections/CityFaq/CityFaq.js';
export { CITY_TABS, CityTabs, DEFAULT_CITY_TAB, type CityTabsProps } from './sections/CityTabs/CityTabs.js';
export { CityHero, type CityHeroProps } from './sections/CityHero/CityHero.js';
export { CityNotFound } from './pages/CityPage/CityNotFound.js';
export { CityPage, type CityPageProps } from './pages/CityPage/CityPage.js';
export { CitySidebar, type CitySidebarProps } from './sections/CitySidebar/CitySidebar.js';
export { CityStatTiles, type CityStatTilesProps } from './sections/CityStatTiles/CityStatTiles.js';
// Neighborhood list and detail parts and their page templates
export { NEIGHBORHOOD_FILTERS, NEIGHBORHOOD_FILTERS_NOTE, NeighborhoodFilterPanel, type NeighborhoodFilterPanelProps } from './sections/NeighborhoodFilterPanel/NeighborhoodFilterPanel.js';
export { NeighborhoodsPage, type NeighborhoodsPageProps } from './pages/NeighborhoodsPage/NeighborhoodsPage.js';
export { NEIGHBORHOOD_HERO_HEIGHT_PX, NeighborhoodHero, type NeighborhoodHeroProps } from './sections/NeighborhoodHero/NeighborhoodHero.js';
export { NEIGHBORHOOD_LISTS, NeighborhoodHighlights, type NeighborhoodHighlightsProps } from './sections/NeighborhoodHighlights/NeighborhoodHighlights.js';
export {
  NeighborhoodMarketTrends,
  neighborhoodMarketStats,
  type NeighborhoodMarket,
  type NeighborhoodMarketTrendsProps,
} from './sections/NeighborhoodMarketTrends/NeighborhoodMarketTrends.js';
export { areaPropertiesHref, NeighborhoodAreaProperties, type NeighborhoodAreaPropertiesProps } from './sections/NeighborhoodAreaProperties/NeighborhoodAreaProperties.js';
export { NearbyNeighborhoods, type NearbyNeighborhoodsProps } from './sections/NearbyNeighborhoods/NearbyNeighborhoods.js';
export { NeighborhoodNotFound, type NeighborhoodNotFoundProps } from './pages/NeighborhoodPage/NeighborhoodNotFound.js';
export {
  NeighborhoodPage,
  neighborhoodContactHeading,
  type NeighborhoodPageProps,
} from './pages/NeighborhoodPage/NeighborhoodPage.js';
