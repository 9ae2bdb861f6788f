import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { ThemePreference } from '@pcr/contracts';
import { mobileViewport, storyIdentity } from '../../../stories-support/story-helpers.js';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader.js';

/** The header's links, as the spec names them. */
const navigationLabels = ['Home', 'Hot Listings', 'OC Cities', 'Buyer Resources', 'Sell', 'About', 'Contact'];

/** The header with its theme switch wired to local state, as the app wires it to useThemePreference. */
function StatefulHeader(props: SiteHeaderProps) {
  const [theme, setTheme] = useState<ThemePreference>(props.themePreference);
  return (
    <SiteHeader
      {...props}
      themePreference={theme}
      onThemeChange={(value) => {
        setTheme(value);
        props.onThemeChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Sections/SiteHeader',
  component: SiteHeader,
  render: (args) => <StatefulHeader {...args} />,
  args: {
    currentPath: '/',
    identity: storyIdentity,
    themePreference: 'light',
    onThemeChange: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(navigationLabels);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: `Call us: ${storyIdentity.phoneDisplay}` })).toHaveAttribute(
      'href',
      storyIdentity.phoneHref,
    );
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** 1024–1279 px: full navigation, the phone shrinks to an icon button. */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  args: { currentPath: '/contact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Call us: ${storyIdentity.phoneDisplay}` })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ActiveCities: Story = {
  args: { currentPath: '/cities/irvine' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'OC Cities' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  },
};

export const ActiveResources: Story = {
  args: { currentPath: '/resources/mortgage-guide' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Buyer Resources' })).toHaveAttribute('aria-current', 'page');
  },
  parameters: { screenshot: { disable: true } },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();

    // Open: the controlled menu shows every link.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-controls', nav.id);
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(navigationLabels);
    await expect(within(nav).getByRole('link', { name: `Call us: ${storyIdentity.phoneDisplay}` })).toBeVisible();
    await expect(within(nav).getByRole('group', { name: 'Theme' })).toBeVisible();

    // Following a link closes it.
    await userEvent.click(within(nav).getByRole('link', { name: 'About' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it and returns focus to the toggle.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  globals: mobileViewport,
  args: { currentPath: '/hot-listings' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Hot Listings' })).toHaveAttribute('aria-current', 'page');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Dark: Story = { ...Desktop, args: { themePreference: 'dark' }, globals: { theme: 'dark' } };

export const MobileMenuOpenDark: Story = { ...MobileMenuOpen, args: { ...MobileMenuOpen.args, themePreference: 'dark' }, globals: { ...mobileViewport, theme: 'dark' } };

/** The header on a Spanish page (about a quarter longer): every link on one line, nothing cut off. */
export const SpanishDesktop: Story = {
  args: { currentPath: '/es/hot-listings' },
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute('href', '#main');
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Inicio', 'Destacadas', 'Ciudades', 'Guías de compra', 'Vender', 'Nosotros', 'Contacto']);
    await expect(within(nav).getByRole('link', { name: 'Destacadas' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Destacadas' })).toHaveAttribute('href', '/es/hot-listings');
    const toEnglish = canvas.getByRole('link', { name: /view this page in English/i });
    await expect(toEnglish).toHaveAttribute('href', '/language/en?path=%2Fes%2Fhot-listings');
    await expect(toEnglish).toHaveAttribute('lang', 'en-US');
    // Nothing wider than the header: no control pushed out of sight.
    const header = canvasElement.querySelector('header')!;
    for (const control of header.querySelectorAll('a, button')) {
      const box = control.getBoundingClientRect();
      if (box.width > 0) await expect({ control: control.textContent || control.getAttribute('aria-label'), right: Math.round(box.right) }).toEqual({ control: control.textContent || control.getAttribute('aria-label'), right: Math.min(Math.round(box.right), Math.round(header.getBoundingClientRect().right)) });
    }
  },
};

export const SpanishLaptop: Story = { ...SpanishDesktop, globals: { locale: 'es', viewport: { value: 'laptop', isRotated: false } } };

export const SpanishMobileMenuOpen: Story = {
  ...MobileMenuOpen,
  args: { currentPath: '/es/hot-listings' },
  globals: { ...mobileViewport, locale: 'es' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getByRole('link', { name: 'Destacadas' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: /view this page in English/i })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
