/**
 * The one cascade layer holding all library CSS. Unlayered CSS always beats layered CSS, so a partner's
 * or a site's plain stylesheet overrides the library without specificity fights. A plain name (not
 * a module with CSS) so every theme stylesheet builds standalone; global.css.ts declares the layer.
 */
export const allasLayer = 'allas';
