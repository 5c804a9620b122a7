import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

// The border colour is a component-scoped variable: states assign it, the one base rule reads it.
const borderColour = createVar();

/** Room for an icon or icon button inside the control's padding. */
const adornmentInset = `calc(${vars.space.small} + ${vars.size.icon.medium} + ${vars.space.xsmall})`;

/** The box of every text-like native control: input, textarea, select. */
export const control = recipe({
  base: layered({
    ...focusRing,
    vars: { [borderColour]: vars.color.field.border },
    boxSizing: 'border-box',
    display: 'block',
    width: '100%',
    minWidth: 0,
    minHeight: vars.size.control.normal,
    margin: 0,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xsmall,
    border: `1px solid ${borderColour}`,
    borderRadius: vars.radius.medium,
    background: vars.color.field.bg,
    color: vars.color.field.fg,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      ...focusRing.selectors,
      '&::placeholder': { color: vars.color.field.placeholder, opacity: 1 },
      '&:hover:not(:disabled)': { vars: { [borderColour]: vars.color.field.borderHover } },
      // Invalid controls get a danger border twice as thick, so the state is not told by colour alone.
      '&[aria-invalid="true"]': {
        vars: { [borderColour]: vars.color.text.danger },
        boxShadow: `inset 0 0 0 1px ${vars.color.text.danger}`,
      },
      '&:disabled': {
        vars: { [borderColour]: vars.color.disabled.border },
        background: vars.color.disabled.bg,
        color: vars.color.disabled.fg,
        cursor: 'not-allowed',
      },
    },
  }),
  variants: {
    leadingAdornment: { true: layered({ paddingInlineStart: adornmentInset }), false: {} },
    trailingAdornment: { true: layered({ paddingInlineEnd: adornmentInset }), false: {} },
  },
  defaultVariants: { leadingAdornment: false, trailingAdornment: false },
});

/** Positions adornments (icons, icon buttons) over the control. */
export const controlFrame = style(
  layered({ position: 'relative', display: 'block', width: '100%' }),
);

const adornment = {
  position: 'absolute',
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.text.muted,
} as const;

/** A decorative icon at the start of the control; clicks go through to the input. */
export const leadingIcon = style(
  layered({ ...adornment, insetInlineStart: vars.space.small, pointerEvents: 'none' }),
);

/** A small button at the end of the control (show password, clear search). */
export const trailingSlot = style(layered({ ...adornment, insetInlineEnd: vars.space.xxsmall }));

/** A compact square icon button that fits inside a control. */
export const inlineButton = style(
  layered({
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `calc(${vars.size.control.normal} - ${vars.space.small})`,
    height: `calc(${vars.size.control.normal} - ${vars.space.small})`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.text.default,
    cursor: 'pointer',
    selectors: {
      ...focusRing.selectors,
      '&:hover:not(:disabled)': { background: vars.color.surface.sunken },
      '&:disabled': { color: vars.color.disabled.fg, cursor: 'not-allowed' },
    },
  }),
);
