import type { StyleRule } from '@vanilla-extract/css';
import { layered } from './layered';

/**
 * Builds one layered style per value of an `as const` tuple, keeping the literal keys, so a tuple is
 * the single source of a prop's union, its recipe variants and its story controls.
 */
export function byValue<Value extends string | number>(
  values: readonly Value[],
  rule: (value: Value) => StyleRule,
): Record<Value, StyleRule> {
  const result = {} as Record<Value, StyleRule>;
  for (const value of values) result[value] = layered(rule(value));
  return result;
}
