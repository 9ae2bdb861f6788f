import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css.js';
import { Button, ButtonLink } from './Button.js';
import { Icon } from '../Icon/Icon.js';
import { useTranslate } from '../../i18n/locale-context.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Schedule a viewing' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Schedule a viewing' })).toHaveAttribute('type', 'button');
  },
};

export const Variants: Story = {
  render: function Variants() {
    const t = useTranslate();
    return (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <Button>
          <Icon name="phone" size={18} />
          Talk to an agent
        </Button>
        <Button variant="secondary">View listings</Button>
        <Button variant="ghost">Learn more</Button>
        <Button disabled>{t('Sending...')}</Button>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
        <ButtonLink href="/contact" variant="secondary">
          A link styled as a button
          <Icon name="arrow-right" size={18} />
        </ButtonLink>
      </div>
      <div style={{ display: 'flex', gap: 12, padding: 24, borderRadius: 14, background: vars.color.inverseSurface }}>
        <Button variant="inverse">On a dark band</Button>
      </div>
    </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'A link styled as a button' })).toHaveAttribute('href', '/contact');
  },
};
