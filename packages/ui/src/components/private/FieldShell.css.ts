import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

/** The column holding label, hint, control and messages of one field. */
export const field = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    fontFamily: vars.font.family,
    color: vars.color.text.default,
  }),
);

export const label = style(
  layered({
    display: 'block',
    padding: 0,
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-disabled="true"]': { color: vars.color.disabled.fg },
    },
  }),
);

/** A legend sits outside the fieldset's flex layout, so it brings its own space below. */
export const legend = style(layered({ marginBlockEnd: vars.space.xsmall }));

export const requiredMarker = style(
  layered({
    marginInlineStart: vars.space.xxsmall,
    color: vars.color.text.danger,
    fontWeight: vars.font.weight.bold,
  }),
);

export const hint = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.muted,
    overflowWrap: 'anywhere',
  }),
);

export const error = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxsmall,
    margin: 0,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.danger,
    overflowWrap: 'anywhere',
  }),
);

/** Keeps the error icon on the first line of a wrapped message. */
export const errorIcon = style(layered({ display: 'inline-flex', paddingBlockStart: '0.15em' }));

/** A row under the control: error on the start side, a character counter on the end side. */
export const footer = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.small,
  }),
);

export const footerEnd = style(layered({ marginInlineStart: 'auto', flexShrink: 0 }));
