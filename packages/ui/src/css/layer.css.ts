import { globalLayer } from '@vanilla-extract/css';

/**
 * The one cascade layer holding all library CSS. Unlayered CSS always beats layered CSS, so a partner's
 * or a site's plain stylesheet overrides the library without specificity fights.
 */
export const allasLayer = globalLayer('allas');
