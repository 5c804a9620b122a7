import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';

/** Chromium and Safari draw their own clear cross in search inputs; ours replaces it. */
export const searchInput = style(
  layered({
    appearance: 'none',
    selectors: {
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  }),
);
