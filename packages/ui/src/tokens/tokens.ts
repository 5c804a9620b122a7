/**
 * The semantic token type: every slot a theme must fill. Names say what a value is for, never its hue,
 * so a partner can swap the palette without renaming anything. The CSS variable of each slot is
 * `--allas-` followed by its path joined with `-` (see contract.css.ts); those names are public API.
 * Type aliases, not interfaces: the theme contract needs their implicit index signature.
 */

/** Colours of one action (button) variant in its resting, hovered and pressed states. */
export type ActionTokens = {
  bg: string;
  bgHover: string;
  bgActive: string;
  fg: string;
  border: string;
};

/** Colours of one feedback tone (alerts, toasts, field messages). */
export type FeedbackTokens = {
  bg: string;
  fg: string;
  border: string;
};

/** Colours of one badge tone (job state, tag and status pills). */
export type BadgeTokens = {
  bg: string;
  fg: string;
};

export type Tokens = {
  color: {
    text: {
      default: string;
      muted: string;
      inverse: string;
      link: string;
      danger: string;
      success: string;
    };
    surface: {
      page: string;
      raised: string;
      sunken: string;
      inverse: string;
      /** Scrim behind modal overlays; may be translucent. */
      overlay: string;
    };
    border: {
      /** Decorative separators and card outlines. */
      default: string;
      /** Borders that identify a control (inputs, checkboxes): at least 3:1 against surfaces. */
      strong: string;
      focus: string;
    };
    field: {
      bg: string;
      fg: string;
      border: string;
      borderHover: string;
      placeholder: string;
    };
    action: {
      primary: ActionTokens;
      primaryRed: ActionTokens;
      secondary: ActionTokens;
      secondaryRed: ActionTokens;
      tertiary: ActionTokens;
    };
    /** Disabled controls (exempt from contrast minimums by WCAG, but still legible). */
    disabled: {
      bg: string;
      fg: string;
      border: string;
    };
    feedback: {
      info: FeedbackTokens;
      success: FeedbackTokens;
      warning: FeedbackTokens;
      error: FeedbackTokens;
    };
    badge: {
      neutral: BadgeTokens;
      brand: BadgeTokens;
      info: BadgeTokens;
      success: BadgeTokens;
      warning: BadgeTokens;
      danger: BadgeTokens;
    };
  };
  map: {
    cluster: {
      /** A cluster whose count is above the larger of 10 and the mean cluster size. */
      hot: string;
      normal: string;
      /** The count printed on either cluster colour. */
      text: string;
    };
  };
  /** The 8 px grid, with a 4 px half step for tight spots. */
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
  };
  radius: {
    none: string;
    small: string;
    /** Controls: buttons, inputs. */
    medium: string;
    /** Cards and dialogs. */
    large: string;
    /** Pills and round icon buttons. */
    full: string;
  };
  size: {
    /** Minimum heights of buttons and inputs. */
    control: {
      xsmall: string;
      small: string;
      normal: string;
      big: string;
    };
    icon: {
      small: string;
      medium: string;
      large: string;
    };
    /** Maximum content widths of Container. */
    container: {
      narrow: string;
      standard: string;
      wide: string;
    };
  };
  font: {
    family: string;
    size: {
      xsmall: string;
      small: string;
      standard: string;
      large: string;
      heading1: string;
      heading2: string;
      heading3: string;
      heading4: string;
    };
    weight: {
      regular: string;
      medium: string;
      semibold: string;
      bold: string;
    };
    lineHeight: {
      tight: string;
      heading: string;
      standard: string;
    };
  };
  shadow: {
    small: string;
    medium: string;
    large: string;
  };
  focus: {
    ringWidth: string;
    ringOffset: string;
  };
  motion: {
    duration: {
      fast: string;
      normal: string;
      slow: string;
    };
    easing: {
      standard: string;
    };
  };
  zIndex: {
    sticky: string;
    overlay: string;
    toast: string;
  };
};

/** A partial override of a theme: any subtree or leaf may be replaced. */
export type TokenOverride<T = Tokens> = {
  [K in keyof T]?: T[K] extends string ? string : TokenOverride<T[K]>;
};
