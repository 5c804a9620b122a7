import { palette } from '../../tokens/palette';
import type { Tokens } from '../../tokens/tokens';
import { createThemeTokens } from '../base';

/** Demo partner "JobsBridge": teal and ember, softer corners. Shows what a partner theme overrides. */
export const jobsbridgeTokens: Tokens = createThemeTokens(
  {
    neutral: {
      page: palette.white,
      raised: palette.white,
      sunken: palette.teal50,
      sunkenStrong: palette.teal100,
      border: palette.teal200,
      borderStrong: palette.teal500,
      text: palette.teal900,
      muted: palette.teal600,
    },
    primary: {
      base: palette.teal700,
      hover: palette.teal800,
      active: palette.teal850,
      on: palette.white,
    },
    accent: {
      base: palette.ember600,
      hover: palette.ember700,
      active: palette.ember800,
      on: palette.white,
      tint: palette.ember50,
      tintStrong: palette.ember100,
    },
    link: palette.teal700,
    focus: palette.ember700,
    controlHeight: { xsmall: '28px', small: '32px', normal: '40px', big: '48px' },
    radius: { small: '8px', medium: '12px', large: '20px' },
  },
  {
    color: { surface: { inverse: palette.teal900 } },
  },
);
