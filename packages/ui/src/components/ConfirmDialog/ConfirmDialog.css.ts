import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const confirmField = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    marginTop: vars.space.medium,
  }),
);

export const confirmLabel = style(
  layered({
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);

export const confirmInput = style(
  layered({
    ...focusRing,
    minHeight: vars.size.control.normal,
    paddingInline: vars.space.small,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.field.border,
    borderRadius: vars.radius.medium,
    background: vars.color.field.bg,
    color: vars.color.field.fg,
    fontSize: vars.font.size.standard,
    selectors: {
      ...focusRing.selectors,
      '&:hover': { borderColor: vars.color.field.borderHover },
    },
  }),
);
