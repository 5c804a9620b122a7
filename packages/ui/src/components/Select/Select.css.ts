import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { trailingSlot } from '../private/fieldControl.css';

/** The native arrow is replaced by the chevron icon laid over the control, same in every browser. */
export const select = style(
  layered({
    appearance: 'none',
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  }),
);

/**
 * The decorative chevron, worn with the field's trailing slot: clicks go through to the select
 * underneath. Its inset and colour override the slot's, so they are bound to both classes: that
 * wins whatever order a bundle links the two stylesheets in (a site build once put the slot's
 * stylesheet last, and the chevron took the muted colour and the wrong inset).
 */
export const chevron = style(
  layered({
    pointerEvents: 'none',
    selectors: {
      [`${trailingSlot}&`]: { insetInlineEnd: vars.space.small, color: vars.color.text.default },
    },
  }),
);
