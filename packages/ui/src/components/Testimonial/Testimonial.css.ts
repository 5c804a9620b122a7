import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const figure = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    height: '100%',
    margin: 0,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    background: vars.color.surface.sunken,
  }),
);

export const quote = style(
  layered({
    position: 'relative',
    margin: 0,
    paddingInlineStart: vars.space.large,
    fontSize: vars.font.size.large,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.default,
    overflowWrap: 'break-word',
    selectors: {
      // A large opening quotation mark as ornament; the text keeps its own marks, if any.
      '&::before': {
        content: '"“"',
        position: 'absolute',
        insetInlineStart: 0,
        top: '-0.2em',
        fontSize: vars.font.size.heading1,
        lineHeight: 1,
        color: vars.color.action.primaryRed.bg,
      },
    },
  }),
);

export const person = style(
  layered({ display: 'flex', alignItems: 'center', gap: vars.space.small, marginTop: 'auto' }),
);

export const photo = style(
  layered({
    width: '56px',
    height: '56px',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    objectFit: 'cover',
    background: vars.color.surface.raised,
  }),
);

export const name = style(
  layered({
    display: 'block',
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.default,
  }),
);

export const role = style(
  layered({ display: 'block', fontSize: vars.font.size.small, color: vars.color.text.muted }),
);
