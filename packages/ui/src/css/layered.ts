import type { StyleRule } from '@vanilla-extract/css';
import { allasLayer } from './layer';

/** Puts a style rule into the library's cascade layer; every component style goes through this. */
export function layered(rule: StyleRule): StyleRule {
  return { '@layer': { [allasLayer]: rule } };
}
