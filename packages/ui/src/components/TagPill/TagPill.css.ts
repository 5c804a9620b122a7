import { createVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { byValue } from '../../css/byValue';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { tagPillTones } from './tagPillOptions';

// Tones only assign these; the base rule reads them.
const bg = createVar();
const fg = createVar();

export const tagPill = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.full,
    background: bg,
    color: fg,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    whiteSpace: 'normal',
  }),
  variants: {
    tone: byValue(tagPillTones, (tone) => ({
      vars: { [bg]: vars.color.badge[tone].bg, [fg]: vars.color.badge[tone].fg },
    })),
    /** Links and toggles: a visible outline, a 28 px+ target, hover and focus states. */
    interactive: {
      true: layered({
        ...focusRing,
        minHeight: vars.size.control.xsmall,
        borderColor: vars.color.border.strong,
        cursor: 'pointer',
        WebkitTapHighlightColor: 'transparent',
        selectors: {
          ...focusRing.selectors,
          '&:hover': { borderColor: vars.color.text.default },
          '&[aria-pressed="true"]': {
            vars: {
              [bg]: vars.color.action.primary.bg,
              [fg]: vars.color.action.primary.fg,
            },
            borderColor: vars.color.action.primary.border,
          },
        },
      }),
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', interactive: false },
});
