import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const list = style(
  layered({
    display: 'grid',
    gap: vars.space.small,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border.default}`,
    background: vars.color.surface.raised,
  }),
);

export const place = style(layered({ display: 'flex', gap: vars.space.xsmall, minWidth: 0 }));

export const name = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
  }),
);

export const address = style(
  layered({
    fontStyle: 'normal',
    fontSize: vars.font.size.small,
    color: vars.color.text.muted,
    overflowWrap: 'anywhere',
  }),
);

export const pin = style(layered({ color: vars.color.text.muted, paddingTop: '2px' }));
