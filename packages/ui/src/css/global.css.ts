import { globalLayer, globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { allasLayer } from './layer';

// Declares the layer at the top of ui.css, so its place in the cascade is set before any rule.
globalLayer(allasLayer);

/**
 * The reset and document defaults. Selectors are wrapped in :where() so they carry no specificity and
 * any component class or site rule wins over them.
 */
function globalLayered(selector: string, rule: Parameters<typeof globalStyle>[1]) {
  globalStyle(selector, { '@layer': { [allasLayer]: rule } });
}

globalLayered(':where(*, *::before, *::after)', { boxSizing: 'border-box' });

globalLayered(':where(html)', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

// Inter on the document (STACK gotcha 14): screenshots must not depend on the machine's fonts.
globalLayered(':where(html, body)', {
  fontFamily: vars.font.family,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalLayered(':where(body)', { margin: 0 });

// Form controls do not inherit the document font by default.
globalLayered(':where(button, input, select, textarea)', { font: 'inherit', color: 'inherit' });

globalLayered(':where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol)', {
  margin: 0,
});

globalLayered(':where(img, svg, video, canvas)', { display: 'block', maxWidth: '100%' });

// Motion: honour the user's preference, and let tests and screenshots switch animations off
// with data-allas-motion="off" on <html>.
const noMotion = {
  animationDuration: '0s !important',
  animationDelay: '0s !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0s !important',
  transitionDelay: '0s !important',
};
globalLayered(':where(html[data-allas-motion="off"]) :where(*, *::before, *::after)', noMotion);
globalStyle(':where(*, *::before, *::after)', {
  '@layer': {
    [allasLayer]: { '@media': { '(prefers-reduced-motion: reduce)': noMotion } },
  },
});
