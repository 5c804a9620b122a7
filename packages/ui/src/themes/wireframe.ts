import { palette } from '../tokens/palette';
import type { Tokens } from '../tokens/tokens';
import { createThemeTokens } from './base';

const greyFeedback = { bg: palette.grey100, fg: palette.grey900, border: palette.grey500 };
const greyBadge = { bg: palette.grey100, fg: palette.grey900 };

/** Greys only, square-ish corners, no shadows: for reviewing structure, not colour. */
export const wireframeTokens: Tokens = createThemeTokens(
  {
    neutral: {
      page: palette.white,
      raised: palette.white,
      sunken: palette.grey100,
      sunkenStrong: palette.grey200,
      border: palette.grey300,
      borderStrong: palette.grey500,
      text: palette.grey900,
      muted: palette.grey600,
    },
    primary: {
      base: palette.grey800,
      hover: palette.grey700,
      active: palette.grey900,
      on: palette.white,
    },
    accent: {
      base: palette.grey600,
      hover: palette.grey700,
      active: palette.grey800,
      on: palette.white,
      tint: palette.grey100,
      tintStrong: palette.grey200,
    },
    link: palette.grey900,
    focus: palette.black,
    controlHeight: { xsmall: '28px', small: '32px', normal: '40px', big: '48px' },
    radius: { small: '2px', medium: '2px', large: '4px' },
  },
  {
    color: {
      text: { danger: palette.grey900, success: palette.grey900 },
      feedback: {
        info: greyFeedback,
        success: greyFeedback,
        warning: greyFeedback,
        error: greyFeedback,
      },
      badge: {
        neutral: greyBadge,
        brand: greyBadge,
        info: greyBadge,
        success: greyBadge,
        warning: greyBadge,
        danger: greyBadge,
      },
    },
    map: { cluster: { hot: palette.grey900, normal: palette.grey600 } },
    shadow: { small: 'none', medium: 'none', large: 'none' },
  },
);
