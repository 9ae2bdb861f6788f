import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// Images (/images/...) ship in the content package; Storybook serves them at the site root.
const contentPublic = fileURLToPath(new URL('../packages/content/public', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: existsSync(contentPublic) ? [{ from: '../packages/content/public', to: '/' }] : [],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
};

export default config;
