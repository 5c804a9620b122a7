import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** The visible focus ring, shown for keyboard focus only. Spread into a component's base style. */
export const focusRing = {
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
} satisfies StyleRule;
