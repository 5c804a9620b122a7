import { style } from '@vanilla-extract/css';
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
    fontFamily: vars.font.family,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.muted,
  }),
);

export const item = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, minWidth: 0 }),
);

export const separator = style(layered({ display: 'inline-flex', color: vars.color.text.muted }));

export const current = style(
  layered({
    color: vars.color.text.default,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);
