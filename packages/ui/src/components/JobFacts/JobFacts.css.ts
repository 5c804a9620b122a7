import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const list = style(
  layered({
    display: 'grid',
    // As many columns as fit at about 14rem each, one column on phones.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
    gap: vars.space.medium,
    margin: 0,
  }),
);

export const item = style(
  layered({
    display: 'grid',
    rowGap: vars.space.xxsmall,
    alignContent: 'start',
    minWidth: 0,
  }),
);

export const term = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    fontSize: vars.font.size.small,
    color: vars.color.text.muted,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const value = style(
  layered({
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
  }),
);
