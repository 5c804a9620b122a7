import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { byValue } from '../../css/byValue';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { alertTones } from './alertOptions';

export const alert = recipe({
  base: layered({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: vars.space.medium,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.large,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    overflowWrap: 'anywhere',
  }),
  variants: {
    tone: byValue(alertTones, (tone) => ({
      background: vars.color.feedback[tone].bg,
      color: vars.color.feedback[tone].fg,
      borderColor: vars.color.feedback[tone].border,
    })),
  },
});

/** Keeps the icon on the first line of text. */
export const iconSlot = style(layered({ display: 'flex', paddingBlock: '2px' }));

export const content = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 }),
);

export const title = style(layered({ margin: 0, fontWeight: vars.font.weight.semibold }));

export const action = style(layered({ marginTop: vars.space.xsmall }));

/** Pulls the round close button into the padding so it lines up with the first line. */
export const dismiss = style(layered({ marginBlock: `calc(-1 * ${vars.space.xxsmall})` }));
