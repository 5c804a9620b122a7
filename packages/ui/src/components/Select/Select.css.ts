import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

/** The native arrow is replaced by the chevron icon laid over the control, same in every browser. */
export const select = style(
  layered({
    appearance: 'none',
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  }),
);

/** The decorative chevron: clicks go through to the select underneath. */
export const chevron = style(
  layered({
    insetInlineEnd: vars.space.small,
    pointerEvents: 'none',
    color: vars.color.text.default,
  }),
);
