import { style } from '@vanilla-extract/css';

/** An e-mail address breaks anywhere rather than widen a card past a phone's screen. */
export const address = style({ overflowWrap: 'anywhere' });
