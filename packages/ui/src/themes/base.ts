import { palette } from '../tokens/palette';
import type { TokenOverride, Tokens } from '../tokens/tokens';

/** One interactive colour in its three states and the text colour that sits on it. */
export interface StatefulColour {
  base: string;
  hover: string;
  active: string;
  on: string;
}

/**
 * The small set of choices that makes a theme. The base turns them into every semantic slot, so a new
 * theme is a parameter set plus, where needed, a partial override of the result.
 */
export interface ThemeParameters {
  neutral: {
    page: string;
    raised: string;
    sunken: string;
    /** Pressed background of light (secondary, tertiary) actions. */
    sunkenStrong: string;
    border: string;
    borderStrong: string;
    text: string;
    muted: string;
  };
  /** Deep primary colour: primary actions, inverse surfaces, normal map clusters. */
  primary: StatefulColour;
  /** Brand accent behind the -red actions and hot map clusters; `tint`/`tintStrong` are its light backgrounds. */
  accent: StatefulColour & { tint: string; tintStrong: string };
  link: string;
  focus: string;
  controlHeight: Tokens['size']['control'];
  radius: Pick<Tokens['radius'], 'small' | 'medium' | 'large'>;
}

function baseTokens(p: ThemeParameters): Tokens {
  const { neutral, primary, accent } = p;
  return {
    color: {
      text: {
        default: neutral.text,
        muted: neutral.muted,
        inverse: palette.white,
        link: p.link,
        danger: palette.error700,
        success: palette.success700,
      },
      surface: {
        page: neutral.page,
        raised: neutral.raised,
        sunken: neutral.sunken,
        inverse: primary.base,
        overlay: 'rgba(14, 18, 41, 0.56)',
      },
      border: { default: neutral.border, strong: neutral.borderStrong, focus: p.focus },
      field: {
        bg: neutral.raised,
        fg: neutral.text,
        border: neutral.borderStrong,
        borderHover: neutral.text,
        placeholder: neutral.muted,
      },
      action: {
        primary: {
          bg: primary.base,
          bgHover: primary.hover,
          bgActive: primary.active,
          fg: primary.on,
          border: primary.base,
        },
        primaryRed: {
          bg: accent.base,
          bgHover: accent.hover,
          bgActive: accent.active,
          fg: accent.on,
          border: accent.base,
        },
        secondary: {
          bg: neutral.raised,
          bgHover: neutral.sunken,
          bgActive: neutral.sunkenStrong,
          fg: primary.base,
          border: primary.base,
        },
        secondaryRed: {
          bg: neutral.raised,
          bgHover: accent.tint,
          bgActive: accent.tintStrong,
          fg: accent.hover,
          border: accent.hover,
        },
        tertiary: {
          bg: 'transparent',
          bgHover: neutral.sunken,
          bgActive: neutral.sunkenStrong,
          fg: p.link,
          border: 'transparent',
        },
      },
      disabled: { bg: neutral.sunken, fg: neutral.muted, border: neutral.border },
      feedback: {
        info: { bg: palette.info50, fg: palette.info800, border: palette.info300 },
        success: { bg: palette.success50, fg: palette.success800, border: palette.success300 },
        warning: { bg: palette.warning50, fg: palette.warning800, border: palette.warning300 },
        error: { bg: palette.error50, fg: palette.error800, border: palette.error300 },
      },
      badge: {
        neutral: { bg: neutral.sunken, fg: neutral.text },
        brand: { bg: accent.tint, fg: accent.active },
        info: { bg: palette.info50, fg: palette.info800 },
        success: { bg: palette.success50, fg: palette.success800 },
        warning: { bg: palette.warning50, fg: palette.warning800 },
        danger: { bg: palette.error50, fg: palette.error800 },
      },
    },
    map: { cluster: { hot: accent.base, normal: primary.base, text: palette.white } },
    space: {
      none: '0',
      xxsmall: '4px',
      xsmall: '8px',
      small: '12px',
      medium: '16px',
      large: '24px',
      xlarge: '32px',
      xxlarge: '48px',
    },
    radius: { none: '0', ...p.radius, full: '9999px' },
    size: {
      control: p.controlHeight,
      icon: { small: '16px', medium: '20px', large: '24px' },
      container: { narrow: '720px', standard: '1040px', wide: '1280px' },
    },
    font: {
      family:
        "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      size: {
        xsmall: '0.75rem',
        small: '0.875rem',
        standard: '1rem',
        large: '1.125rem',
        heading1: '2.5rem',
        heading2: '2rem',
        heading3: '1.5rem',
        heading4: '1.25rem',
      },
      weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
      lineHeight: { tight: '1.2', heading: '1.25', standard: '1.5' },
    },
    shadow: {
      small: '0 1px 2px rgba(14, 18, 41, 0.08)',
      medium: '0 4px 12px rgba(14, 18, 41, 0.10)',
      large: '0 12px 32px rgba(14, 18, 41, 0.16)',
    },
    focus: { ringWidth: '3px', ringOffset: '2px' },
    motion: {
      duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
      easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
    },
    zIndex: { sticky: '100', overlay: '1000', toast: '1100' },
  };
}

type Branch = { [key: string]: unknown };

function isBranch(value: unknown): value is Branch {
  return typeof value === 'object' && value !== null;
}

function mergeBranch(target: Branch, override: Branch): Branch {
  const result: Branch = { ...target };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isBranch(current) && isBranch(value) ? mergeBranch(current, value) : value;
  }
  return result;
}

/** A complete theme: the base filled from the parameters, then the partial override on top. */
export function createThemeTokens(
  parameters: ThemeParameters,
  override: TokenOverride = {},
): Tokens {
  // The override's type mirrors Tokens, so the merge result is a complete Tokens again.
  return mergeBranch(baseTokens(parameters), override as Branch) as Tokens;
}
