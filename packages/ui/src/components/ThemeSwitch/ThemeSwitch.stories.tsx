import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { themeInitScript } from '../../theme/theme-init-script.js';
import { useThemePreference } from '../../theme/useThemePreference.js';
import { ThemeSwitch } from './ThemeSwitch.js';

/** The switch wired to the real preference hook (localStorage + the class on <html>). */
function ConnectedThemeSwitch({ showLabels }: { showLabels?: boolean }) {
  const { preference, setPreference } = useThemePreference();
  return <ThemeSwitch value={preference} onChange={setPreference} showLabels={showLabels} />;
}

const meta = {
  title: 'Components/ThemeSwitch',
  component: ThemeSwitch,
  args: { value: 'light', onChange: fn() },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <ConnectedThemeSwitch />,
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(group).toBeVisible();
    const light = canvas.getByRole('button', { name: 'Light' });
    const dark = canvas.getByRole('button', { name: 'Dark' });
    await expect(light).toHaveAttribute('aria-pressed', 'true');
    await expect(dark).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(dark);
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(light).toHaveAttribute('aria-pressed', 'false');
    await expect(document.documentElement).toHaveClass('dark');
    await expect(document.documentElement).not.toHaveClass('light');
    await expect(window.localStorage.getItem('theme')).toBe('dark');
    dark.blur();
  },
};

export const WithLabels: Story = {
  render: () => <ConnectedThemeSwitch showLabels />,
  play: async ({ canvas, userEvent }) => {
    const system = canvas.getByRole('button', { name: 'System' });
    await userEvent.click(system);
    await expect(system).toHaveAttribute('aria-pressed', 'true');
    await expect(window.localStorage.getItem('theme')).toBe('system');
    // Headless Chromium reports a light colour scheme, so "system" resolves to light.
    await expect(document.documentElement).toHaveClass('light');
    system.blur();
  },
};

export const Controlled: Story = {
  args: { value: 'dark' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'System' }));
    await expect(args.onChange).toHaveBeenCalledWith('system');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The inline <script> the app puts in <head>: it sets the html class before the first paint. */
export const InitScript: Story = {
  render: () => (
    <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, maxWidth: 720 }}>
      <code>{themeInitScript}</code>
    </pre>
  ),
  parameters: { screenshot: { disable: true } },
  play: async () => {
    const runInitScript = new Function(themeInitScript) as () => void;
    const html = document.documentElement;
    const cases: [stored: string | null, expected: 'light' | 'dark'][] = [
      ['dark', 'dark'],
      ['light', 'light'],
      [null, 'light'],
      ['not-a-theme', 'light'],
      // Headless Chromium reports a light colour scheme.
      ['system', 'light'],
    ];
    for (const [stored, expected] of cases) {
      if (stored === null) window.localStorage.removeItem('theme');
      else window.localStorage.setItem('theme', stored);
      runInitScript();
      await expect(html).toHaveClass(expected);
      await expect(html).not.toHaveClass(expected === 'dark' ? 'light' : 'dark');
    }
    window.localStorage.removeItem('theme');
  },
};
