import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/contract.css';
import { mediaQueries } from './breakpoints';
import { allasLayer } from './layer';

/**
 * Layout atoms for the layout primitives (Box, Stack, Inline, Columns, Container) only: spacing and
 * alignment from the 8 px grid, responsive from mobile up. Components style themselves with recipes.
 */
const responsiveProperties = defineProperties({
  '@layer': allasLayer,
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    textAlign: ['left', 'center', 'right'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surfaceProperties = defineProperties({
  '@layer': allasLayer,
  properties: {
    background: {
      page: vars.color.surface.page,
      raised: vars.color.surface.raised,
      sunken: vars.color.surface.sunken,
      inverse: vars.color.surface.inverse,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%' },
    position: ['relative'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, surfaceProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
