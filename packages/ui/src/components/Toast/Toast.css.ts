import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { byValue } from '../../css/byValue';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { toastTypes, toastWidth } from './toastOptions';

/** Bottom of the screen, full width on phones; bottom right, 400 px wide from tablets up. */
export const viewport = style(
  layered({
    ...focusRing,
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    insetInline: vars.space.medium,
    bottom: vars.space.medium,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [mediaQueries.tablet]: {
        insetInline: 'auto',
        right: vars.space.large,
        bottom: vars.space.large,
        width: toastWidth,
      },
    },
  }),
);

const tone = {
  success: vars.color.feedback.success,
  error: vars.color.feedback.error,
  info: vars.color.feedback.info,
} as const;

export const toast = recipe({
  base: layered({
    ...focusRing,
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: vars.space.medium,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    overflowWrap: 'anywhere',
  }),
  variants: {
    type: byValue(toastTypes, (type) => ({
      background: tone[type].bg,
      color: tone[type].fg,
      borderColor: tone[type].border,
    })),
  },
});

export const body = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall }),
);

export const title = style(layered({ margin: 0, fontWeight: vars.font.weight.semibold }));

export const description = style(layered({ margin: 0, fontSize: vars.font.size.small }));

/** Keeps the icon on the first line of the title. */
export const iconSlot = style(layered({ display: 'flex', paddingBlock: '2px' }));

export const actions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xsmall,
    marginTop: vars.space.xsmall,
  }),
);
