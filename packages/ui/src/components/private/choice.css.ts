import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

/** One checkbox or radio with its label and description: control in the first column. */
export const choice = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.small,
    rowGap: vars.space.xxsmall,
    alignItems: 'start',
    fontFamily: vars.font.family,
  }),
);

/** The native checkbox or radio, drawn by the browser in the theme's action colour. */
export const choiceInput = style(
  layered({
    ...focusRing,
    gridRow: '1',
    width: vars.size.icon.medium,
    height: vars.size.icon.medium,
    // Centres the box on the first line of a label that may wrap.
    marginBlock: `calc((${vars.font.size.standard} * ${vars.font.lineHeight.standard} - ${vars.size.icon.medium}) / 2)`,
    marginInline: 0,
    accentColor: vars.color.action.primary.bg,
    cursor: 'pointer',
    selectors: {
      ...focusRing.selectors,
      '&:disabled': { cursor: 'not-allowed' },
      '&[aria-invalid="true"]:not(:focus-visible), [role="radiogroup"][aria-invalid="true"] &:not(:focus-visible)':
        {
          outline: `2px solid ${vars.color.text.danger}`,
          outlineOffset: '1px',
        },
    },
  }),
);

export const choiceLabel = style(
  layered({
    gridColumn: '2',
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.default,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-disabled="true"]': { color: vars.color.disabled.fg, cursor: 'not-allowed' },
    },
  }),
);

export const choiceDescription = style(
  layered({
    gridColumn: '2',
    margin: 0,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.muted,
    overflowWrap: 'anywhere',
  }),
);

/** Spans both columns under the control (a single checkbox's error). */
export const choiceMessage = style(layered({ gridColumn: '1 / -1' }));

/** The options of a group, stacked. */
export const choiceList = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    margin: 0,
    padding: 0,
  }),
);
