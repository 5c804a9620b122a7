import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

const compactAreas = `"logo head save" "facts facts facts" "tags tags tags" "foot foot foot"`;
const wideAreas = `"logo head save" "logo facts facts" "logo tags tags" "logo foot foot"`;

export const card = recipe({
  base: layered({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas: compactAreas,
    columnGap: vars.space.small,
    rowGap: vars.space.small,
    padding: vars.space.medium,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderRadius: vars.radius.large,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.small,
  }),
  variants: {
    layout: {
      compact: {},
      wide: layered({
        '@media': {
          [mediaQueries.tablet]: {
            gridTemplateAreas: wideAreas,
            columnGap: vars.space.medium,
            padding: vars.space.large,
          },
        },
      }),
    },
    promoted: {
      // A thicker border in the brand accent; the label says it in words too.
      true: layered({ borderWidth: '2px', borderColor: vars.color.action.primaryRed.border }),
      false: {},
    },
    expired: {
      // Muted through the surface and text tokens (not opacity), so text keeps its contrast. The
      // page surface, not the sunken one, so the pills (sunken) keep their shape on it.
      true: layered({
        background: vars.color.surface.page,
        borderStyle: 'dashed',
        color: vars.color.text.muted,
        boxShadow: 'none',
      }),
      false: {},
    },
  },
  defaultVariants: { layout: 'wide', promoted: false, expired: false },
});

export const logoArea = style(layered({ gridArea: 'logo' }));
export const headArea = style(
  layered({ gridArea: 'head', minWidth: 0, display: 'grid', gap: vars.space.xxsmall }),
);
export const saveArea = style(layered({ gridArea: 'save', alignSelf: 'start' }));
export const factsArea = style(layered({ gridArea: 'facts', minWidth: 0 }));
export const tagsArea = style(layered({ gridArea: 'tags', minWidth: 0 }));
export const footArea = style(
  layered({
    gridArea: 'foot',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xsmall,
    paddingTop: vars.space.small,
    borderTop: `1px solid ${vars.color.border.default}`,
  }),
);

export const logo = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border.default}`,
    background: vars.color.surface.raised,
    objectFit: 'contain',
  }),
  variants: {
    layout: {
      compact: layered({ width: vars.size.control.normal, height: vars.size.control.normal }),
      wide: layered({ width: vars.size.control.big, height: vars.size.control.big }),
    },
  },
});

export const initials = style(
  layered({
    background: vars.color.badge.neutral.bg,
    color: vars.color.badge.neutral.fg,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.02em',
  }),
);

/** Badges above the title (promotion, new, applied, expired). */
export const badges = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xxsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** Icon + text facts and tag pills: a wrapping row without list bullets. */
export const inlineList = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.medium,
    rowGap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.font.size.small,
  }),
);

export const tagList = style(layered({ columnGap: vars.space.xsmall }));

export const fact = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.xxsmall,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const salaryAmount = style(layered({ fontWeight: vars.font.weight.semibold }));

/** A run of text that never breaks inside (a salary's amount, its period). */
export const unbroken = style(layered({ whiteSpace: 'nowrap' }));

/**
 * The salary icon with the salary's text as one item of the facts row, laid out as the other facts
 * (icon, gap, text, centred), so the row's wrapping can never leave the icon alone on a line.
 */
export const salaryUnit = style(
  layered({ display: 'inline-flex', alignItems: 'flex-start', gap: vars.space.xxsmall }),
);

/** The salary icon, centred on the amount's line (one line high), also when the period wraps. */
export const salaryIcon = style(
  layered({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, height: '1lh' }),
);

export const company = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.small,
    color: 'inherit',
    overflowWrap: 'anywhere',
  }),
);

export const deadline = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    fontSize: vars.font.size.small,
  }),
);
