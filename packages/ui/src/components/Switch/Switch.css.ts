import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

const trackHeight = vars.size.icon.large;
const trackWidth = `calc(${vars.size.icon.large} * 1.8)`;
const inset = '2px';
const thumbSize = `calc(${trackHeight} - 2 * ${inset})`;
const trackColour = createVar();

/** Label and description in the first column, the switch at the end of the first line. */
export const row = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: vars.space.medium,
    rowGap: vars.space.xxsmall,
    alignItems: 'start',
    fontFamily: vars.font.family,
  }),
);

export const label = style(
  layered({
    gridColumn: '1',
    gridRow: '1',
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.default,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-disabled="true"]': { color: vars.color.disabled.fg, cursor: 'not-allowed' },
    },
  }),
);

export const description = style(
  layered({
    gridColumn: '1',
    margin: 0,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.muted,
    overflowWrap: 'anywhere',
  }),
);

export const message = style(layered({ gridColumn: '1 / -1' }));

export const root = style(
  layered({
    ...focusRing,
    vars: { [trackColour]: vars.color.field.border },
    gridColumn: '2',
    gridRow: '1',
    position: 'relative',
    flexShrink: 0,
    width: trackWidth,
    height: trackHeight,
    // Centres the track on the label's first line.
    marginBlock: `calc((${vars.font.size.standard} * ${vars.font.lineHeight.standard} - ${trackHeight}) / 2)`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: trackColour,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      ...focusRing.selectors,
      '&[data-state="checked"]': { vars: { [trackColour]: vars.color.action.primary.bg } },
      '&[data-state="checked"]:hover:not(:disabled)': {
        vars: { [trackColour]: vars.color.action.primary.bgHover },
      },
      '&[data-state="unchecked"]:hover:not(:disabled)': {
        vars: { [trackColour]: vars.color.field.borderHover },
      },
      '&[aria-invalid="true"]:not(:focus-visible)': {
        outline: `2px solid ${vars.color.text.danger}`,
        outlineOffset: '2px',
      },
      '&:disabled': {
        vars: { [trackColour]: vars.color.disabled.border },
        cursor: 'not-allowed',
      },
    },
  }),
);

export const thumb = style(
  layered({
    position: 'absolute',
    insetBlockStart: inset,
    insetInlineStart: inset,
    display: 'block',
    width: thumbSize,
    height: thumbSize,
    borderRadius: vars.radius.full,
    background: vars.color.field.bg,
    boxShadow: vars.shadow.small,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-state="checked"]': {
        transform: `translateX(calc(${trackWidth} - ${trackHeight}))`,
      },
      '[dir="rtl"] &[data-state="checked"]': {
        transform: `translateX(calc(${trackHeight} - ${trackWidth}))`,
      },
    },
  }),
);
