import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const list = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const link = style(
  layered({
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control.small,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    color: vars.color.text.default,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: {
      ...focusRing.selectors,
      '&:hover': { background: vars.color.surface.sunken, textDecoration: 'underline' },
      '&[aria-current="true"]': {
        fontWeight: vars.font.weight.bold,
        textDecoration: 'underline',
        textDecorationThickness: '2px',
        textUnderlineOffset: '0.3em',
      },
    },
  }),
);
