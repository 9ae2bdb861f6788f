import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { raisedPanel } from '../../theme/recipes/raised-panel.js';
import { sunkenNote } from '../../theme/recipes/sunken-note.js';

/** Wider than the other link pages' column (link-page.css.ts): a tour's details and its form. */
export const inner = style({ maxWidth: '44rem', alignItems: 'stretch' });

/** Where the tour stands, as a tag under the heading. */
const stateBase = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: '999px',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const state = styleVariants({
  requested: [stateBase, { backgroundColor: vars.color.accentSoft }],
  proposed: [stateBase, { backgroundColor: vars.color.secondarySoft }],
  confirmed: [stateBase, { backgroundColor: `color-mix(in srgb, ${vars.color.success} 18%, ${vars.color.surface})` }],
  cancelled: [stateBase, { backgroundColor: vars.color.dangerSoft }],
});

/** The link's action no longer fits: the tour as it stands follows. */
export const changed = style(sunkenNote);

/** Done: what the tour is now. */
export const done = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const doneIcon = style({ flexShrink: 0, color: vars.color.success, marginTop: 2 });

/** A refused action or a database away: above the form. */
export const alert = style([done, { borderColor: vars.color.danger }]);

export const alertIcon = style({ flexShrink: 0, color: vars.color.danger, marginTop: 2 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  margin: 0,
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere', lineHeight: vars.lineHeight.relaxed });

export const times = style({ margin: 0, paddingLeft: vars.space['5'] });

/** The link's action: its heading, its choices or field, and its button. */
export const action = style({ ...raisedPanel, alignItems: 'flex-start' });

export const actionTitle = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.xl });

export const form = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['4'], width: '100%' });

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, padding: 0, border: 0, minWidth: 0 });

export const field = style({ width: '100%', maxWidth: '20rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
