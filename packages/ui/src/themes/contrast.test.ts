import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../test/contrast';
import type { Tokens } from '../tokens/tokens';
import { themeNames } from './names';
import { themeTokens } from './themeTokens';

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and the parts of controls that identify them. */
const TEXT = 4.5;
const UI = 3;

interface Pair {
  name: string;
  fg: string;
  bg: string;
  minimum: number;
}

function pairsOf(t: Tokens): Pair[] {
  const { text, surface, border, field, action, feedback, badge } = t.color;
  const pairs: Pair[] = [];
  const add = (name: string, fg: string, bg: string, minimum: number) =>
    pairs.push({ name, fg, bg, minimum });

  const surfaces = { page: surface.page, raised: surface.raised, sunken: surface.sunken };
  for (const [surfaceName, bg] of Object.entries(surfaces)) {
    for (const tone of ['default', 'muted', 'link', 'danger', 'success'] as const) {
      add(`text.${tone} on surface.${surfaceName}`, text[tone], bg, TEXT);
    }
    add(`border.strong on surface.${surfaceName}`, border.strong, bg, UI);
    add(`border.focus on surface.${surfaceName}`, border.focus, bg, UI);
  }
  add('text.inverse on surface.inverse', text.inverse, surface.inverse, TEXT);

  add('field.fg on field.bg', field.fg, field.bg, TEXT);
  add('field.placeholder on field.bg', field.placeholder, field.bg, TEXT);
  add('field.border on field.bg', field.border, field.bg, UI);
  add('field.border on surface.page', field.border, surface.page, UI);
  add('field.borderHover on field.bg', field.borderHover, field.bg, UI);

  for (const [variant, colours] of Object.entries(action)) {
    for (const state of ['bg', 'bgHover', 'bgActive'] as const) {
      for (const [surfaceName, backdrop] of Object.entries({
        page: surface.page,
        raised: surface.raised,
      })) {
        // A transparent (tertiary) background shows the surface behind it.
        const bg = colours[state] === 'transparent' ? backdrop : colours[state];
        add(`action.${variant}.fg on ${state} over surface.${surfaceName}`, colours.fg, bg, TEXT);
      }
    }
    if (colours.border !== 'transparent') {
      add(`action.${variant}.border on surface.page`, colours.border, surface.page, UI);
      add(`action.${variant}.border on surface.raised`, colours.border, surface.raised, UI);
    }
  }

  for (const [tone, colours] of Object.entries(feedback)) {
    add(`feedback.${tone}.fg on feedback.${tone}.bg`, colours.fg, colours.bg, TEXT);
  }
  for (const [tone, colours] of Object.entries(badge)) {
    add(`badge.${tone}.fg on badge.${tone}.bg`, colours.fg, colours.bg, TEXT);
  }
  add('map.cluster.text on map.cluster.hot', t.map.cluster.text, t.map.cluster.hot, TEXT);
  add('map.cluster.text on map.cluster.normal', t.map.cluster.text, t.map.cluster.normal, TEXT);
  return pairs;
}

describe('theme contrast (WCAG 2.2 AA)', () => {
  describe.each(themeNames)('%s', (theme) => {
    const pairs = pairsOf(themeTokens[theme]);
    it.each(pairs.map((pair) => [pair.name, pair] as const))('%s', (_name, pair) => {
      const ratio = contrastRatio(pair.fg, pair.bg, themeTokens[theme].color.surface.page);
      expect(
        ratio,
        `${pair.fg} on ${pair.bg} is ${ratio.toFixed(2)}:1, needs ${pair.minimum}:1`,
      ).toBeGreaterThanOrEqual(pair.minimum);
    });
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('catches a token that is too light', () => {
    expect(contrastRatio('#AAAAAA', '#FFFFFF')).toBeLessThan(TEXT);
  });
});
