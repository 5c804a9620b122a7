import { palette } from '../tokens/palette';
import type { Tokens } from '../tokens/tokens';
import { createThemeTokens } from './base';

/** allas: confident and warm. Deep ink primary, brand red accent, warm paper, generous rounding. */
export const defaultTokens: Tokens = createThemeTokens({
  neutral: {
    page: palette.warm50,
    raised: palette.white,
    sunken: palette.warm100,
    sunkenStrong: palette.warm200,
    border: palette.warm300,
    borderStrong: palette.warm500,
    text: palette.ink900,
    muted: palette.warm600,
  },
  primary: {
    base: palette.ink900,
    hover: palette.ink800,
    active: palette.ink950,
    on: palette.white,
  },
  accent: {
    base: palette.brandRed500,
    hover: palette.brandRed600,
    active: palette.brandRed700,
    on: palette.white,
    tint: palette.brandRed50,
    tintStrong: palette.brandRed100,
  },
  link: palette.cobalt600,
  focus: palette.cobalt600,
  controlHeight: { xsmall: '28px', small: '32px', normal: '40px', big: '48px' },
  radius: { small: '6px', medium: '10px', large: '16px' },
});
