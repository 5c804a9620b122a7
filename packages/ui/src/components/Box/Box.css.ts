import { globalStyle, style } from '@vanilla-extract/css';
import { allasLayer } from '../../css/layer';

/**
 * Box starts from a clean slate whatever the element (lists lose bullets, fieldsets their frame).
 * The reset sits in :where() so its specificity is zero and the spacing atoms always win over it.
 */
export const boxReset = style({});

globalStyle(`:where(${boxReset})`, {
  '@layer': {
    [allasLayer]: { margin: 0, padding: 0, border: 0, minWidth: 0, listStyle: 'none' },
  },
});
