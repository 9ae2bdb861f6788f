import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css.js';
import { Icon } from './Icon.js';
import { iconNames, iconSymbolId } from './icon-set.js';

function IconSet() {
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 12,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 10,
            padding: '18px 8px',
            borderRadius: 12,
            border: `1px solid ${vars.color.border}`,
            background: vars.color.surfaceRaised,
            color: vars.color.accent,
          }}
        >
          <Icon name={name} size={28} />
          <code style={{ fontSize: 12, color: vars.color.textMuted }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/Icon',
  component: IconSet,
} satisfies Meta<typeof IconSet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(iconNames.length);
    svgs.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
    // Each icon draws its own symbol of the page's sprite, and that symbol has a drawing.
    svgs.forEach((svg, index) => {
      const href = svg.querySelector('use')?.getAttribute('href');
      expect(href).toBe(`#${iconSymbolId(iconNames[index]!)}`);
      const symbol = canvasElement.ownerDocument.querySelector(`symbol${href}`);
      expect(symbol?.querySelector('path, circle, rect')).not.toBeNull();
      expect(svg.getBoundingClientRect().width).toBe(28);
    });
  },
};

export const Labelled: Story = {
  render: () => <Icon name="star" size={32} label="Rated 5 out of 5" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  },
  parameters: { screenshot: { disable: true } },
};
