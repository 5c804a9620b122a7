import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

/** Text areas grow vertically only, so a resize never breaks the layout sideways. */
export const textArea = style(layered({ resize: 'vertical' }));

export const counter = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.muted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: { '&[data-full="true"]': { color: vars.color.text.danger } },
  }),
);
