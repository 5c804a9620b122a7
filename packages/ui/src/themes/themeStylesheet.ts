import { createGlobalTheme } from '@vanilla-extract/css';
import { allasLayer } from '../css/layer';
import { vars } from '../tokens/contract.css';
import { type ThemeName, themes } from './names';
import { themeTokens } from './themeTokens';

/**
 * Emits one theme's variables on its stable class, inside the library layer. Called from the
 * per-theme `.css.ts` files, so each theme is its own stylesheet in the build.
 */
export function createThemeStylesheet(name: ThemeName, extraSelector?: string): void {
  const selector = [extraSelector, `.${themes[name]}`].filter(Boolean).join(', ');
  createGlobalTheme(selector, vars, { '@layer': allasLayer, ...themeTokens[name] });
}
