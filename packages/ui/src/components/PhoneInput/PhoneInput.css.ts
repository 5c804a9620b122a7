import { createVar, style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

const borderColour = createVar();

/** The country box and the number input side by side. */
export const row = style(
  layered({
    display: 'flex',
    alignItems: 'stretch',
    gap: vars.space.xsmall,
    width: '100%',
  }),
);

/**
 * The country picker: a compact face ("HU +36") with the native select laid invisibly over it,
 * so the OS picker, keyboard and screen readers get a real select while the face stays short.
 */
export const country = style(
  layered({
    vars: { [borderColour]: vars.color.field.border },
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    flexShrink: 0,
    minHeight: vars.size.control.normal,
    paddingInline: vars.space.small,
    border: `1px solid ${borderColour}`,
    borderRadius: vars.radius.medium,
    background: vars.color.field.bg,
    color: vars.color.field.fg,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover:not([data-disabled="true"])': {
        vars: { [borderColour]: vars.color.field.borderHover },
      },
      '&:has(select:focus-visible)': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
        outlineOffset: vars.focus.ringOffset,
      },
      '&[data-disabled="true"]': {
        vars: { [borderColour]: vars.color.disabled.border },
        background: vars.color.disabled.bg,
        color: vars.color.disabled.fg,
      },
    },
  }),
);

export const countrySelect = style(
  layered({
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
    // The invisible select still sizes its options list from the page font.
    fontSize: vars.font.size.standard,
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  }),
);

export const countryCode = style(layered({ fontWeight: vars.font.weight.semibold }));

export const numberBox = style(layered({ flex: '1 1 auto', minWidth: 0 }));
