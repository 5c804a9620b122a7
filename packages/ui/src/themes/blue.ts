import { palette } from '../tokens/palette';
import type { Tokens } from '../tokens/tokens';
import { createThemeTokens } from './base';

/**
 * The blue-collar variant: workwear blue, a signal red accent, a high-visibility amber focus ring and
 * larger controls for use on phones outdoors and with gloves. Only tokens differ from the default.
 */
export const blueTokens: Tokens = createThemeTokens(
  {
    neutral: {
      page: palette.cool50,
      raised: palette.white,
      sunken: palette.cool100,
      sunkenStrong: palette.cool200,
      border: palette.cool300,
      borderStrong: palette.cool500,
      text: palette.workBlue900,
      muted: palette.cool600,
    },
    primary: {
      base: palette.workBlue700,
      hover: palette.workBlue800,
      active: palette.workBlue850,
      on: palette.white,
    },
    accent: {
      base: palette.signalRed600,
      hover: palette.signalRed700,
      active: palette.signalRed800,
      on: palette.white,
      tint: palette.signalRed50,
      tintStrong: palette.signalRed100,
    },
    link: palette.workBlue600,
    focus: palette.amber700,
    controlHeight: { xsmall: '32px', small: '40px', normal: '48px', big: '56px' },
    radius: { small: '4px', medium: '6px', large: '10px' },
  },
  {
    color: { surface: { inverse: palette.workBlue900 } },
    font: { size: { standard: '1.0625rem', large: '1.1875rem' } },
    focus: { ringWidth: '4px' },
  },
);
