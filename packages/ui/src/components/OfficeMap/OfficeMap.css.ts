import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const layout = style(
  layered({
    display: 'grid',
    gap: vars.space.medium,
    '@media': {
      [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
    },
  }),
);

export const canvas = style(
  layered({
    width: '100%',
    // Tall enough to read clusters on a phone; the list sits next to it on desktop.
    minHeight: '320px',
    height: '100%',
    borderRadius: vars.radius.large,
    overflow: 'hidden',
    background: vars.color.surface.sunken,
  }),
);
