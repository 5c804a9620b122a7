import { describe, expect, it } from 'vitest';
import { themeNames, themes } from '../themes/names';
import { themeTokens } from '../themes/themeTokens';
import { cssVarPrefix, vars } from './contract.css';

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(leaves);
}

function paths(node: unknown, prefix: string[] = []): string[] {
  if (typeof node === 'string') return [prefix.join('.')];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    paths(value, [...prefix, key]),
  );
}

describe('theme contract', () => {
  it('names every CSS variable --allas-<path>, uniquely', () => {
    const names = leaves(vars);
    expect(cssVarPrefix).toBe('allas');
    for (const name of names) expect(name).toMatch(/^var\(--allas-[A-Za-z0-9-]+\)$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the documented names stable', () => {
    expect(vars.color.text.default).toBe('var(--allas-color-text-default)');
    expect(vars.color.action.primaryRed.bgHover).toBe(
      'var(--allas-color-action-primaryRed-bgHover)',
    );
    expect(vars.color.surface.overlay).toBe('var(--allas-color-surface-overlay)');
    expect(vars.color.feedback.warning.border).toBe('var(--allas-color-feedback-warning-border)');
    expect(vars.map.cluster.hot).toBe('var(--allas-map-cluster-hot)');
    expect(vars.space.medium).toBe('var(--allas-space-medium)');
    expect(vars.size.control.xsmall).toBe('var(--allas-size-control-xsmall)');
    expect(vars.font.lineHeight.standard).toBe('var(--allas-font-lineHeight-standard)');
    expect(vars.motion.duration.fast).toBe('var(--allas-motion-duration-fast)');
  });

  it('is filled completely by every theme, with no extra slots', () => {
    const contract = paths(vars).sort();
    for (const theme of themeNames) {
      expect(paths(themeTokens[theme]).sort()).toEqual(contract);
    }
  });
});

describe('themes', () => {
  it('has a stable class for every theme', () => {
    expect(themes).toEqual({
      default: 'allas-theme-default',
      blue: 'allas-theme-blue',
      wireframe: 'allas-theme-wireframe',
      'partner-jobsbridge': 'allas-theme-partner-jobsbridge',
    });
  });

  it('gives the blue variant larger controls than the default', () => {
    const px = (value: string) => Number.parseInt(value, 10);
    for (const size of ['xsmall', 'small', 'normal', 'big'] as const) {
      expect(px(themeTokens.blue.size.control[size])).toBeGreaterThan(
        px(themeTokens.default.size.control[size]),
      );
    }
  });
});
