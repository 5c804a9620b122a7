import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { byValue } from '../../css/byValue';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import type { ActionTokens } from '../../tokens/tokens';
import { type ButtonSize, type ButtonVariant, buttonSizes, buttonVariants } from './buttonOptions';

// Component-scoped variables: variants only assign these; the one base rule below reads them.
const bg = createVar();
const bgHover = createVar();
const bgActive = createVar();
const fg = createVar();
const borderColour = createVar();
const height = createVar();
const paddingX = createVar();
const fontSize = createVar();

const actionTokens: Record<ButtonVariant, typeof vars.color.action.primary> = {
  primary: vars.color.action.primary,
  'primary-red': vars.color.action.primaryRed,
  secondary: vars.color.action.secondary,
  'secondary-red': vars.color.action.secondaryRed,
  tertiary: vars.color.action.tertiary,
};

function assignAction(action: Record<keyof ActionTokens, string>) {
  return {
    vars: {
      [bg]: action.bg,
      [bgHover]: action.bgHover,
      [bgActive]: action.bgActive,
      [fg]: action.fg,
      [borderColour]: action.border,
    },
  };
}

const sizeTokens: Record<ButtonSize, { height: string; paddingX: string; fontSize: string }> = {
  xsmall: {
    height: vars.size.control.xsmall,
    paddingX: vars.space.xsmall,
    fontSize: vars.font.size.small,
  },
  small: {
    height: vars.size.control.small,
    paddingX: vars.space.small,
    fontSize: vars.font.size.small,
  },
  normal: {
    height: vars.size.control.normal,
    paddingX: vars.space.medium,
    fontSize: vars.font.size.standard,
  },
  big: {
    height: vars.size.control.big,
    paddingX: vars.space.large,
    fontSize: vars.font.size.large,
  },
};

const enabled = ':not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: layered({
    ...focusRing,
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    minHeight: height,
    minWidth: height,
    paddingInline: paddingX,
    // Vertical padding only matters once a long label wraps onto several lines.
    paddingBlock: vars.space.xxsmall,
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: borderColour,
    borderRadius: vars.radius.medium,
    background: bg,
    color: fg,
    fontFamily: vars.font.family,
    fontSize,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      ...focusRing.selectors,
      [`&:hover${enabled}`]: { background: bgHover },
      [`&:active${enabled}`]: { background: bgActive },
      '&:disabled': {
        background: vars.color.disabled.bg,
        borderColor: vars.color.disabled.border,
        color: vars.color.disabled.fg,
        cursor: 'not-allowed',
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: byValue(buttonVariants, (variant) => assignAction(actionTokens[variant])),
    size: byValue(buttonSizes, (size) => ({
      vars: {
        [height]: sizeTokens[size].height,
        [paddingX]: sizeTokens[size].paddingX,
        [fontSize]: sizeTokens[size].fontSize,
      },
    })),
    fullWidth: {
      true: layered({ display: 'flex', width: '100%' }),
      false: {},
    },
    /** Square buttons holding only an icon (IconButton). */
    iconOnly: {
      true: layered({ paddingInline: 0, width: height, borderRadius: vars.radius.full }),
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'normal', fullWidth: false, iconOnly: false },
});

/** The label keeps the button's width while the spinner shows, so the layout does not jump. */
export const label = style(layered({ minWidth: 0 }));
