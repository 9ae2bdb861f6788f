import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentIn, neighborhoods } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, storyIdentity } from '../../../stories-support/story-helpers.js';
import { sellCitiesOf, type SellFormAnswer } from './sell-form.js';
import { SellPage } from './SellPage.js';

/** What a visitor typed in both steps, as the server keeps it between them. */
const typed: SellFormAnswer['values'] = {
  street: '18 Shady Canyon Drive',
  city: 'irvine',
  zip: '92603',
  propertyType: 'single-family',
  bedrooms: '4',
  bathrooms: '3.5',
  livingArea: '2500',
  condition: 'move-in-ready',
  timeline: '3-to-6-months',
  name: 'Jordan Reyes',
  email: 'jordan.reyes@example.com',
  phone: '(949) 555-0199',
};
const addressOnly = { street: typed.street, city: typed.city, zip: typed.zip };

/** /sell: "What's my home worth?", a plain form in two steps that the server answers step by step. */
const meta = {
  title: 'Pages/SellPage',
  component: SellPage,
  args: { cities: sellCitiesOf(neighborhoods), action: '/sell', identity: storyIdentity },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/sell">
      <SellPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof SellPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, as the page first opens: the address. */
export const AddressStep: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'What’s my home worth?' })).toBeVisible();
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Where is your home?' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/sell');
    await expect(within(form).getByRole('textbox', { name: 'Street address' })).toHaveValue('');
    const city = within(form).getByRole('combobox', { name: 'City' });
    await expect(within(city).getByRole('option', { name: 'Irvine' })).toHaveValue('irvine');
    await expect(within(city).getByRole('option', { name: 'Los Angeles' })).toHaveValue('los-angeles');
    await expect(within(form).getByRole('button', { name: 'Next: about your home' })).toBeEnabled();
    // Nothing asks for a script: the page is the server's HTML.
    await expect(canvasElement.querySelector('[data-island]')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeVisible();
  },
};

/** Step 1 sent with a ZIP code of four digits and no street: each message beside its field, the rest kept. */
export const AddressRefused: Story = {
  args: {
    answer: {
      step: 'address',
      values: { city: 'irvine', zip: '9260' },
      issues: [
        { path: 'street', message: 'Please enter the street address' },
        { path: 'zip', message: 'Please enter a 5-digit ZIP code' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    const street = canvas.getByRole('textbox', { name: 'Street address' });
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect(street).toHaveAccessibleDescription('Please enter the street address');
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription('Please enter a 5-digit ZIP code');
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('9260');
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('irvine');
  },
};

/** Step 2: the address as a line with a way back, then the home and the contact details. */
export const HomeStep: Story = {
  args: { answer: { step: 'home', values: addressOnly, issues: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 2')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'About your home and you' });
    await expect(within(form).getByText('18 Shady Canyon Drive, Irvine, CA 92603')).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Change address' })).toHaveAttribute('value', 'address');
    await expect(within(form).getByRole('group', { name: 'Your home' })).toBeVisible();
    await expect(within(form).getByRole('spinbutton', { name: 'Bathrooms' })).toHaveAttribute('step', '0.5');
    const type = within(form).getByRole('combobox', { name: 'Type of home' });
    await expect(within(type).getByRole('option', { name: 'Condo' })).toHaveValue('condo');
    const timeline = within(form).getByRole('combobox', { name: 'When might you sell?' });
    await expect(within(timeline).getByRole('option', { name: 'Just curious' })).toHaveValue('just-curious');
    await expect(within(form).getByRole('checkbox', { name: /^I agree to receive e-mails from Pacific Crest Realty about selling this home/ })).not.toBeChecked();
    await expect(within(form).getByRole('button', { name: 'Send and see homes like mine' })).toBeEnabled();
    await expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  },
};

/** Step 2 refused: every message beside its field, everything typed kept, the consent left to tick again. */
export const HomeRefused: Story = {
  args: {
    answer: {
      step: 'home',
      values: { ...typed, bedrooms: 'four', email: 'jordan.reyes@' },
      issues: [
        { path: 'bedrooms', message: 'Please enter the number of bedrooms' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'consent', message: 'Please agree to receive these e-mails' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    await expect(canvas.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveAccessibleDescription('Please enter the number of bedrooms');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(canvas.getByRole('checkbox', { name: /^I agree to receive e-mails/ })).toHaveAccessibleDescription('Please agree to receive these e-mails');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Reyes');
    await expect(canvas.getByRole('combobox', { name: 'Condition' })).toHaveValue('move-in-ready');
  },
};

/** The database away when step 2 was sent: nothing lost, send again. */
export const NotSavedYet: Story = {
  args: { answer: { step: 'home', values: typed, issues: [], unavailable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t save your request just now. Nothing you typed is lost: please send it again in a minute.');
    await expect(canvas.getByRole('spinbutton', { name: 'Living area (sq ft)' })).toHaveValue(2500);
  },
};

/** /es/sell: the page, its choices and its messages in Spanish; the cities as the Spanish content names them. */
export const InSpanish: Story = {
  args: {
    cities: sellCitiesOf(contentIn('es').neighborhoods),
    action: '/es/sell',
    answer: { step: 'home', values: { ...addressOnly, bedrooms: 'cuatro' }, issues: [{ path: 'bedrooms', message: 'Please enter the number of bedrooms' }] },
  },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '¿Cuánto vale mi casa?' })).toBeVisible();
    await expect(canvas.getByText('Paso 2 de 2')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Recámaras' })).toHaveAccessibleDescription('Escriba el número de recámaras');
    const condition = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(within(condition).getByRole('option', { name: 'Lista para habitar' })).toHaveValue('move-in-ready');
    await expect(canvas.getByRole('button', { name: 'Enviar y ver casas como la mía' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  args: { answer: { step: 'home', values: addressOnly, issues: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'What’s my home worth?' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
