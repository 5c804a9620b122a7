import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.small,
    paddingBlock: vars.space.xxlarge,
    paddingInline: vars.space.medium,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  }),
);

export const iconCircle = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xxlarge,
    height: vars.space.xxlarge,
    borderRadius: vars.radius.full,
    background: vars.color.surface.sunken,
    color: vars.color.text.muted,
  }),
);

export const body = style(
  layered({ maxWidth: vars.size.container.narrow, color: vars.color.text.muted }),
);

export const action = style(layered({ marginTop: vars.space.xsmall }));
