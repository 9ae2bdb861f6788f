import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css.js';
import { fontFamilies, type fontSizes } from '../theme/tokens.js';
import { SectionHeading } from '../components/SectionHeading/SectionHeading.js';

const scale: { token: keyof typeof fontSizes; family: 'heading' | 'body'; sample: string }[] = [
  { token: 'display', family: 'heading', sample: '404' },
  { token: '5xl', family: 'heading', sample: 'Coastal living, done right' },
  { token: '4xl', family: 'heading', sample: 'Meet our team' },
  { token: '3xl', family: 'heading', sample: 'Newport Beach' },
  { token: '2xl', family: 'heading', sample: 'Daniel Okafor' },
  { token: 'xl', family: 'body', sample: 'Lead paragraphs and intros' },
  { token: 'lg', family: 'body', sample: 'Readable long-form copy for guides and bios.' },
  { token: 'md', family: 'body', sample: 'Body text: 16px Inter with generous line height.' },
  { token: 'sm', family: 'body', sample: 'Secondary details, captions and card meta.' },
  { token: 'xs', family: 'body', sample: 'EYEBROWS AND LABELS' },
];

function Typography() {
  return (
    <div style={{ display: 'grid', gap: 48, maxWidth: 1100 }}>
      <SectionHeading
        as="h1"
        eyebrow="Foundations"
        title={
          <>
            Type that feels <em>at home</em> on the coast
          </>
        }
        description="Playfair Display for headings (with its italic for emphasis), Inter for everything you read. Both are self-hosted variable fonts."
      />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
        {(['heading', 'body'] as const).map((family) => (
          <div
            key={family}
            style={{ padding: 24, borderRadius: 14, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised }}
          >
            <p style={{ color: vars.color.secondary, fontSize: 12, fontWeight: 600, letterSpacing: '0.14em', textTransform: 'uppercase' }}>
              {family === 'heading' ? 'Headings' : 'Body'}
            </p>
            <p style={{ fontFamily: vars.font[family], fontSize: 48, lineHeight: 1.1, margin: '8px 0' }}>Aa Bb Cc 123</p>
            <code style={{ fontSize: 12, color: vars.color.textMuted }}>{fontFamilies[family]}</code>
          </div>
        ))}
      </div>
      <dl style={{ display: 'grid', gap: 0, margin: 0 }}>
        {scale.map((row) => (
          <div
            key={row.token}
            style={{
              display: 'grid',
              gridTemplateColumns: '160px 1fr',
              alignItems: 'baseline',
              gap: 24,
              padding: '16px 0',
              borderBottom: `1px solid ${vars.color.border}`,
            }}
          >
            <dt style={{ color: vars.color.textMuted, fontSize: 13 }}>
              <code>fontSize.{row.token}</code>
            </dt>
            <dd
              style={{
                margin: 0,
                fontFamily: vars.font[row.family],
                fontSize: vars.fontSize[row.token],
                fontWeight: row.family === 'heading' ? 600 : 400,
                lineHeight: 1.15,
                letterSpacing: row.token === 'xs' ? '0.14em' : undefined,
              }}
            >
              {row.sample}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: Typography,
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).fontFamily).toContain('Playfair Display Variable');
    await document.fonts.load('600 32px "Playfair Display Variable"');
    await expect(document.fonts.check('600 32px "Playfair Display Variable"')).toBe(true);
  },
};
