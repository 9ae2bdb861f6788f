import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import {
  articleAside,
  articleBody,
  articleContent,
  articleEyebrow,
  articleHeader,
  articleHeaderInner,
  articleSummary,
  articleTitle,
} from '../../theme/recipes/article.js';

export const header = style(articleHeader);

export const headerInner = style(articleHeaderInner);

export const eyebrow = style(articleEyebrow);

export const title = style(articleTitle);

export const summary = style(articleSummary);

export const effective = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const body = style(
  articleBody({ paddingBlock: `${vars.space['10']} ${vars.space['20']}`, desktopPaddingBlock: `${vars.space['16']} ${vars.space['24']}` }),
);

export const aside = style(articleAside);

export const content = style(articleContent(vars.space['10']));

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});
