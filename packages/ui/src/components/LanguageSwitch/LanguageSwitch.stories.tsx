import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.js';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { currentPath: '/properties?city=irvine', to: 'es' },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page: leads to the same page and query in Spanish, through the server that remembers the choice. */
export const OnEnglishPage: Story = {
  // Its name: what it shows, then what it does (a visually hidden part, which the name reads after a space).
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Español : ver esta página en español' });
    await expect(link).toHaveTextContent('Español');
    await expect(link).toHaveAttribute('href', '/language/es?path=%2Fproperties%3Fcity%3Dirvine');
    await expect(link).toHaveAttribute('lang', 'es-US');
    await expect(link).toHaveAttribute('hreflang', 'es-US');
  },
};

/** On a Spanish page: leads back to the English page (the server takes the /es prefix off). */
export const OnSpanishPage: Story = {
  args: { currentPath: '/es/neighborhoods/newport-beach', to: 'en' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'English : view this page in English' });
    await expect(link).toHaveTextContent('English');
    await expect(link).toHaveAttribute('href', '/language/en?path=%2Fes%2Fneighborhoods%2Fnewport-beach');
    await expect(link).toHaveAttribute('lang', 'en-US');
  },
};
