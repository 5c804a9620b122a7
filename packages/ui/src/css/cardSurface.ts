import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** The raised, rounded surface of the library's cards, lifting its shadow on hover. */
export const cardSurface: StyleRule = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.small,
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:hover': { boxShadow: vars.shadow.medium } },
};
