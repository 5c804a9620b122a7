import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';

/** Box starts from a clean slate whatever the element (lists lose bullets, fieldsets their frame). */
export const boxReset = style(
  layered({
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
    listStyle: 'none',
  }),
);
