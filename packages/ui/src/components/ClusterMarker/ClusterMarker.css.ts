import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { byValue } from '../../css/byValue';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { clusterMarkerSize, clusterTones } from './clusterTone';

const tone = { hot: vars.map.cluster.hot, normal: vars.map.cluster.normal } as const;

export const marker = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // The spec's 45 px marker, the same on every theme: it is a map symbol, not a control.
    width: `${clusterMarkerSize}px`,
    height: `${clusterMarkerSize}px`,
    borderRadius: vars.radius.full,
    color: vars.map.cluster.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    boxShadow: vars.shadow.small,
  }),
  variants: {
    tone: byValue(clusterTones, (value) => ({ background: tone[value] })),
  },
  defaultVariants: { tone: 'normal' },
});

/** Long counts ("1 250") shrink to stay inside the circle. */
export const longCount = style(layered({ fontSize: vars.font.size.xsmall }));
