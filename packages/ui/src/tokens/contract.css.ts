import { createGlobalThemeContract } from '@vanilla-extract/css';
import { defaultTokens } from '../themes/default';

/** Every library CSS variable starts with this prefix: `--allas-color-text-default`, `--allas-space-medium` … */
export const cssVarPrefix = 'allas';

/**
 * The semantic theme contract. Its shape is taken from a real theme, so every theme has to fill every
 * slot; its variable names are `--allas-<path joined by ->` and never change within a major version.
 */
export const vars = createGlobalThemeContract(
  defaultTokens,
  (_value, path) => `${cssVarPrefix}-${path.join('-')}`,
);
