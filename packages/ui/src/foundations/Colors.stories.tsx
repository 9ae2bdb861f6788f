import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css.js';
import { darkColors, lightColors } from '../theme/tokens.js';
import { contrastPairs, contrastRatio, themes } from './contrast.js';

const keys = Object.keys(lightColors) as (keyof typeof lightColors)[];

const cell = { padding: '10px 12px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' as const, fontSize: 14 };

function Palette() {
  return (
    <div style={{ display: 'grid', gap: 48 }}>
      <section>
        <h2 style={{ fontSize: 32, marginBottom: 8 }}>Colour tokens</h2>
        <p style={{ color: vars.color.textMuted, marginBottom: 24, maxWidth: 640 }}>
          Components read <code>vars.color.*</code> only. The swatch shows the current theme (toolbar → Theme); the two
          columns give both values.
        </p>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
          {keys.map((key) => (
            <div
              key={key}
              style={{
                border: `1px solid ${vars.color.border}`,
                borderRadius: 12,
                overflow: 'hidden',
                background: vars.color.surfaceRaised,
              }}
            >
              <div style={{ height: 72, background: vars.color[key], borderBottom: `1px solid ${vars.color.border}` }} />
              <div style={{ padding: '10px 12px', display: 'grid', gap: 2, fontSize: 13 }}>
                <strong style={{ fontSize: 14 }}>{key}</strong>
                <span style={{ color: vars.color.textMuted }}>Light {lightColors[key]}</span>
                <span style={{ color: vars.color.textMuted }}>Dark {darkColors[key]}</span>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 style={{ fontSize: 32, marginBottom: 8 }}>Contrast (WCAG 2.2 AA)</h2>
        <p style={{ color: vars.color.textMuted, marginBottom: 24, maxWidth: 640 }}>
          Every pair the components use, in both themes. Text needs 4.5:1; focus rings and control borders 3:1. This
          story's test fails if a token change breaks a pair.
        </p>
        <table style={{ borderCollapse: 'collapse', width: '100%', background: vars.color.surfaceRaised }}>
          <thead>
            <tr>
              <th style={cell}>Use</th>
              <th style={cell}>Foreground / background</th>
              <th style={cell}>Light</th>
              <th style={cell}>Dark</th>
              <th style={cell}>Minimum</th>
            </tr>
          </thead>
          <tbody>
            {contrastPairs.map((pair) => (
              <tr key={`${pair.fg}-${pair.bg}`}>
                <td style={cell}>{pair.use}</td>
                <td style={cell}>
                  <code>
                    {pair.fg} / {pair.bg}
                  </code>
                </td>
                {themes.map((theme) => (
                  <td key={theme.name} style={cell}>
                    <span
                      data-contrast-sample=""
                      style={{
                        display: 'inline-block',
                        padding: '2px 10px',
                        borderRadius: 6,
                        background: theme.colors[pair.bg],
                        color: theme.colors[pair.fg],
                        border: `1px solid ${vars.color.border}`,
                        fontWeight: 600,
                      }}
                    >
                      {contrastRatio(theme.colors[pair.fg], theme.colors[pair.bg]).toFixed(2)}:1
                    </span>
                  </td>
                ))}
                <td style={cell}>{pair.min}:1</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colors',
  component: Palette,
  // The sample chips paint raw pairs (some only need 3:1 as non-text); axe checks everything else.
  parameters: { a11y: { context: { include: ['body'], exclude: ['[data-contrast-sample]'] } } },
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  play: async () => {
    for (const theme of themes) {
      for (const pair of contrastPairs) {
        const ratio = contrastRatio(theme.colors[pair.fg], theme.colors[pair.bg]);
        expect(ratio, `${theme.name}: ${pair.fg} on ${pair.bg} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(pair.min);
      }
    }
  },
};

export const ColorsDark: Story = {
  globals: { theme: 'dark' },
};
