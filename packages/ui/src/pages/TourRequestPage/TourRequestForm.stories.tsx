import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tourMessages } from '@pcr/contracts';
import { expectHoneypot } from '../../../stories-support/form-stories.js';
import { STORY_NOW } from '../../../stories-support/open-house-stories.js';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { TourFormAnswer } from './tour-form.js';
import { TourRequestForm } from './TourRequestForm.js';

/** Thursday, December 3, 2026, 10:00 AM in California: the fields offer December 3 to 17. */
const now = new Date(STORY_NOW).toISOString();
const CONSENT = /^I agree to receive e-mails from Pacific Crest Realty about this tour/;

/** What a visitor typed: video, Saturday at 10 AM and (out of hours) at 5 PM. */
const refused: TourFormAnswer = {
  values: { mode: 'video', time1: '2026-12-05T10:00', time2: '2026-12-05T17:00', name: 'Jordan Reyes', email: 'jordan.reyes@', phone: '(949) 555-0199' },
  issues: [
    { path: 'times.1', message: tourMessages.hours },
    { path: 'email', message: 'Please enter a valid email address' },
    { path: 'consent', message: tourMessages.consent },
  ],
};

/**
 * A private tour of a home (issue 48 §2): how, up to three times, who to answer, the consent. A
 * plain form that posts to /properties/{id}/tour, whose page answers it (no script needed).
 */
const meta = {
  title: 'Components/Forms/TourRequestForm',
  component: TourRequestForm,
  args: { action: '/properties/pcr-1001/tour', now, labelledBy: 'tour-heading', identity: storyIdentity },
  render: (args) => <FormUnderItsHeading {...args} />,
} satisfies Meta<typeof TourRequestForm>;

/** The form as a page shows it: under the heading that names it, in the story's language. */
function FormUnderItsHeading(args: Parameters<typeof TourRequestForm>[0]) {
  const t = useTranslate();
  return (
    <div style={{ maxWidth: 720 }}>
      <h2 id="tour-heading">{t('Request a tour')}</h2>
      <TourRequestForm {...args} />
    </div>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Request a tour' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/properties/pcr-1001/tour');
    await expect(form).toHaveAttribute('novalidate');
    await expect(within(form).getByText('A tour is a request until an agent confirms it. We reply within 24 hours.')).toBeVisible();
    await expect(within(form).getByText('Tours: Mon-Fri 9AM-6PM, Sat 10AM-4PM (Pacific time)')).toBeVisible();
    const how = within(form).getByRole('group', { name: 'How would you like to see it?' });
    await expect(within(how).getByRole('radio', { name: 'In person' })).toHaveAttribute('value', 'in-person');
    await expect(within(how).getByRole('radio', { name: 'By video' })).not.toBeChecked();
    // Three Pacific times, from today to 14 days ahead, on the quarter hour; the office hours read with each.
    const first = within(form).getByLabelText('Preferred time');
    await expect(first).toHaveAttribute('type', 'datetime-local');
    await expect(first).toHaveAttribute('name', 'time1');
    await expect(first).toHaveAttribute('step', '900');
    await expect(first).toHaveAttribute('min', '2026-12-03T00:00');
    await expect(first).toHaveAttribute('max', '2026-12-17T23:59');
    await expect(within(form).getByRole('group', { name: 'When' })).toHaveAccessibleDescription('Tours: Mon-Fri 9AM-6PM, Sat 10AM-4PM (Pacific time)');
    await expect(within(form).getByLabelText(/^Second choice/)).toHaveAttribute('name', 'time2');
    await expect(within(form).getByLabelText(/^Third choice/)).toHaveAttribute('name', 'time3');
    await expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    await expect(within(form).getByRole('textbox', { name: /^Message/ })).toHaveAttribute('name', 'message');
    const consent = within(form).getByRole('checkbox', { name: CONSENT });
    await expect(consent).toHaveAttribute('name', 'consent');
    await expect(consent).toHaveAttribute('value', 'true');
    await expect(consent).not.toBeChecked();
    await expectHoneypot(canvasElement, canvas);
    await expect(within(form).getByRole('button', { name: 'Request a tour' })).toHaveAttribute('type', 'submit');
    await expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvasElement.querySelector('[data-island]')).toBeNull();
  },
};

/** Refused: each message beside its field (the second time's from the contract's `times.1`), what was typed kept, the consent to tick again. */
export const Refused: Story = {
  args: { answer: refused },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    await expect(canvas.getByRole('radio', { name: 'By video' })).toBeChecked();
    await expect(canvas.getByLabelText('Preferred time')).toHaveValue('2026-12-05T10:00');
    await expect(canvas.getByLabelText('Preferred time')).not.toHaveAttribute('aria-invalid', 'true');
    const second = canvas.getByLabelText(/^Second choice/);
    await expect(second).toHaveValue('2026-12-05T17:00');
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(tourMessages.hours);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
    const consent = canvas.getByRole('checkbox', { name: CONSENT });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription('Please agree to receive these e-mails');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Reyes');
  },
};

/** No time and no way chosen: the messages on the first time and on the group of choices. */
export const NothingChosen: Story = {
  args: {
    answer: {
      values: { name: 'Jordan Reyes', email: 'jordan.reyes@example.com', phone: '(949) 555-0199' },
      issues: [
        { path: 'mode', message: tourMessages.mode },
        { path: 'times', message: tourMessages.times },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'How would you like to see it?' })).toHaveAccessibleDescription(tourMessages.mode);
    await expect(canvas.getByLabelText('Preferred time')).toHaveAccessibleDescription(tourMessages.times);
    await expect(canvas.getByLabelText('Preferred time')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** On a Spanish page: its words and the contract's messages in Spanish. */
export const InSpanish: Story = {
  args: { action: '/es/properties/pcr-1001/tour', answer: refused },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Solicitar una visita' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Revise los campos marcados abajo.');
    await expect(canvas.getByText('Una visita es una solicitud hasta que un agente la confirma. Le respondemos en menos de 24 horas.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '¿Cómo le gustaría verla?' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Por video' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'En persona' })).not.toBeChecked();
    await expect(canvas.getByLabelText(/^Segunda opción/)).toHaveAccessibleDescription(
      'Elija un horario dentro del horario de oficina (lun-vie 9AM-6PM, sáb 10AM-4PM); una visita dura una hora',
    );
    await expect(canvas.getByRole('checkbox', { name: /^Acepto recibir correos electrónicos de Pacific Crest Realty sobre esta visita/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Solicitar una visita' })).toBeVisible();
  },
};
