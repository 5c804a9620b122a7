import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const form = style(
  layered({
    display: 'grid',
    gap: vars.space.medium,
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.default}`,
    boxShadow: vars.shadow.medium,
  }),
);

/**
 * The fields and the button side by side while they fit, wrapping onto more lines in narrower
 * containers (flex, not media queries): the bar fits a phone and a sidebar as well as a hero.
 */
export const mainRow = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space.small,
  }),
);

export const textCell = style(layered({ flex: '2 1 16rem', minWidth: 0 }));

export const fieldCell = style(layered({ flex: '1 1 11rem', minWidth: 0 }));

export const submitCell = style(layered({ flex: '1 1 8rem', display: 'flex' }));

export const footer = style(
  layered({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.small }),
);

export const details = style(
  layered({
    display: 'grid',
    gap: vars.space.medium,
    paddingTop: vars.space.medium,
    borderTop: `1px solid ${vars.color.border.default}`,
    // The class sets display, which would otherwise beat the hidden attribute.
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);
