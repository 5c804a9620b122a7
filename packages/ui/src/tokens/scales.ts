import type { Tokens } from './tokens';

/** Space scale names, smallest first: the values of every `space`/`padding` prop. */
export const spaceNames = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
] as const satisfies ReadonlyArray<keyof Tokens['space']>;

export type Space = (typeof spaceNames)[number];
