import { describe, expect, it } from 'vitest';
import { blueTokens } from './blue';
import { defaultTokens } from './default';
import { jobsbridgeTokens } from './partners/jobsbridge';
import { wireframeTokens } from './wireframe';

describe('createThemeTokens: base + parameters + partial override', () => {
  it('derives related slots from one parameter (primary action, inverse surface, normal cluster)', () => {
    expect(defaultTokens.color.action.primary.bg).toBe(defaultTokens.color.surface.inverse);
    expect(defaultTokens.map.cluster.normal).toBe(defaultTokens.color.action.primary.bg);
    expect(defaultTokens.map.cluster.hot).toBe(defaultTokens.color.action.primaryRed.bg);
  });

  it('replaces only the overridden leaves and keeps their siblings', () => {
    // blue overrides surface.inverse but not surface.page; the standard font size but not small.
    expect(blueTokens.color.surface.inverse).not.toBe(blueTokens.color.action.primary.bg);
    expect(blueTokens.color.surface.page).toBe('#F5F8FC');
    expect(blueTokens.font.size.standard).toBe('1.0625rem');
    expect(blueTokens.font.size.small).toBe(defaultTokens.font.size.small);
    expect(blueTokens.focus.ringWidth).toBe('4px');
    expect(blueTokens.focus.ringOffset).toBe(defaultTokens.focus.ringOffset);
  });

  it('lets a theme replace a whole group', () => {
    expect(wireframeTokens.shadow).toEqual({ small: 'none', medium: 'none', large: 'none' });
  });

  it('gives every theme its own primary action colour', () => {
    const primaries = [defaultTokens, blueTokens, wireframeTokens, jobsbridgeTokens].map(
      (tokens) => tokens.color.action.primary.bg,
    );
    expect(new Set(primaries).size).toBe(primaries.length);
  });
});
