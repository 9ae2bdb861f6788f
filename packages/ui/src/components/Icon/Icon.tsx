import type { SVGProps } from 'react';
import { iconSymbolId, type IconName } from './icon-set.js';

export type { IconName } from './icon-set.js';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Width and height in px (default 20). */
  size?: number;
  /** An accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

/**
 * An SVG icon, decorative by default; colour follows `currentColor`. It draws the page's sprite
 * symbol (icon-set.ts), which the site's pages and Storybook's preview carry at the start of the body.
 */
export function Icon({ name, size = 20, label, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} focusable="false" {...a11y} {...rest}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
