import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '../Link/Link.js';
import * as styles from './Button.css.js';
import { cx } from '../../utils/cx.js';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

/** The class names of a button look, for links and other elements that should look like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cx(styles.variant[variant], styles.size[size]);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A native button (type="button" unless told otherwise). */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonClassName(variant, size), className)} {...props} />;
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button (navigation stays a link). */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: ButtonLinkProps) {
  return <Link className={cx(buttonClassName(variant, size), className)} {...props} />;
}
