import { useLayoutEffect, type MouseEvent, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
// The library's global styles (its index has no side effects: decision 0048).
import '@pcr/ui/theme/styles.js';
import { LOCALE_TAGS, THEME_STORAGE_KEY, type Locale } from '@pcr/contracts';
import {
  applyThemeClass,
  isInternalHref,
  LinkProvider,
  LocaleProvider,
  vars,
  type LinkComponentProps,
  type ResolvedTheme,
} from '@pcr/ui';
import { spanishTexts } from '@pcr/ui/i18n/catalog-es.js';
import { iconSpriteMarkup } from '@pcr/ui/components/Icon/icon-set.js';

// The icons' sprite, once per preview document, as a site page carries it at the start of its body.
if (!document.querySelector('[data-icon-sprite]')) document.body.insertAdjacentHTML('afterbegin', iconSpriteMarkup());

/**
 * Site links inside Storybook: internal paths would navigate the preview iframe away
 * from the story, so they are rendered as real anchors whose navigation is cancelled.
 */
function StoryLink({ ref, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      ref={ref}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (isInternalHref(props.href)) event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

/** Puts the toolbar's theme on <html> as the literal class the site uses (`light` / `dark`). */
function ThemeClass({ theme, children }: { theme: ResolvedTheme; children: ReactNode }) {
  useLayoutEffect(() => {
    applyThemeClass(theme);
  }, [theme]);
  return children;
}

/** Puts the toolbar's language on <html lang>, as a page of the site in that language has it. */
function DocumentLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);
  return children;
}

const withSite: Decorator = (Story, context) => {
  const theme: ResolvedTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const locale: Locale = context.globals.locale === 'es' ? 'es' : 'en';
  const padded = context.parameters.frame !== 'none';
  return (
    <LocaleProvider locale={locale} catalog={locale === 'es' ? spanishTexts : undefined}>
      <DocumentLanguage locale={locale}>
        <LinkProvider component={StoryLink}>
          <ThemeClass theme={theme}>
            <div
              data-story-frame=""
              style={{
                padding: padded ? 32 : 0,
                backgroundColor: vars.color.surface,
                color: vars.color.text,
                minHeight: padded ? undefined : '100%',
              }}
            >
              <Story />
            </div>
          </ThemeClass>
        </LinkProvider>
      </DocumentLanguage>
    </LocaleProvider>
  );
};

const preview: Preview = {
  // A docs page for every component: its props from their types and their comments, its stories (issue 29).
  tags: ['autodocs'],
  decorators: [withSite],
  // Each story starts from a clean theme preference (the ThemeSwitch story writes one).
  beforeEach() {
    try {
      window.localStorage.removeItem(THEME_STORAGE_KEY);
    } catch {
      // storage unavailable: nothing to reset
    }
  },
  globalTypes: {
    theme: {
      description: 'Colour theme (the class on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the site (decision 0032)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        narrow: {
          name: 'Narrow phone (320 × 640)',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        mobile: {
          name: 'Mobile (375 × 812)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768 × 1024)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        laptop: {
          name: 'Laptop (1024 × 768)',
          styles: { width: '1024px', height: '768px' },
          type: 'desktop',
        },
        desktop: {
          name: 'Desktop (1280 × 900)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Components', 'Sections', 'Pages'],
      },
    },
  },
};

export default preview;
