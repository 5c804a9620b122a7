import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const table = style(
  layered({
    width: '100%',
    borderCollapse: 'collapse',
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    color: vars.color.text.default,
    background: vars.color.surface.raised,
  }),
);

export const caption = style(
  layered({
    captionSide: 'top',
    textAlign: 'left',
    paddingBottom: vars.space.small,
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.heading,
  }),
);

const cell = {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBottom: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'baseline',
} as const;

export const columnHeader = style(
  layered({
    ...cell,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.muted,
    textAlign: 'left',
    borderBottomColor: vars.color.border.strong,
    selectors: { '&:last-child': { textAlign: 'right' } },
  }),
);

export const row = recipe({
  base: {},
  variants: {
    kind: {
      base: layered({ fontWeight: vars.font.weight.medium }),
      deduction: {},
      allowance: layered({ color: vars.color.text.muted, fontStyle: 'italic' }),
      total: layered({
        fontWeight: vars.font.weight.bold,
        fontSize: vars.font.size.large,
        background: vars.color.surface.sunken,
      }),
      employer: layered({ color: vars.color.text.muted }),
    },
    /** The first employer row opens the employer's part of the table. */
    startsEmployerPart: {
      true: layered({ borderTop: `2px solid ${vars.color.border.strong}` }),
      false: {},
    },
  },
});

export const rowHeader = style(
  layered({ ...cell, textAlign: 'left', fontWeight: 'inherit', overflowWrap: 'anywhere' }),
);

export const amount = style(
  layered({
    ...cell,
    textAlign: 'right',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  }),
);
