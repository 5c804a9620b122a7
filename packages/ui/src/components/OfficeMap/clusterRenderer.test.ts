import type { Cluster, ClusterStats } from '@googlemaps/markerclusterer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clusterRenderer, clusterSvg, cssVariableName } from './clusterRenderer';

const colours = { hot: '#C8102E', normal: '#14213D', text: '#FFFFFF' };

/** The parts of google.maps the renderer touches, recorded instead of drawn. */
function fakeGoogle() {
  const created: Array<Record<string, unknown>> = [];
  class Marker {
    static MAX_ZINDEX = 1_000_000;
    constructor(options: Record<string, unknown>) {
      created.push(options);
    }
  }
  class Size {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
  }
  vi.stubGlobal('google', { maps: { Marker, Size } });
  return created;
}

function render(count: number, mean: number) {
  const created = fakeGoogle();
  const renderer = clusterRenderer(colours, (n) => `${n} offices`);
  const cluster = { count, position: { lat: 47.5, lng: 19.05 } } as unknown as Cluster;
  const stats = { clusters: { markers: { mean } } } as unknown as ClusterStats;
  renderer.render(cluster, stats, {} as google.maps.Map);
  return created[0] as {
    title: string;
    icon: { url: string; scaledSize: { width: number; height: number } };
    label: { text: string; color: string };
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clusterRenderer', () => {
  it('draws a normal 45 px cluster with the count and a spoken title', () => {
    const marker = render(6, 4);
    expect(marker.icon.url).toContain(encodeURIComponent(colours.normal));
    expect(marker.icon.scaledSize).toMatchObject({ width: 45, height: 45 });
    expect(marker.label).toMatchObject({ text: '6', color: '#FFFFFF' });
    expect(marker.title).toBe('6 offices');
  });

  it('draws a hot cluster above the larger of 10 and the mean', () => {
    expect(render(11, 4).icon.url).toContain(encodeURIComponent(colours.hot));
    expect(render(20, 25).icon.url).toContain(encodeURIComponent(colours.normal));
  });

  it('reads token names from the contract', () => {
    expect(cssVariableName('var(--allas-map-cluster-hot)')).toBe('--allas-map-cluster-hot');
    expect(() => cssVariableName('#fff')).toThrow('Not a CSS variable reference');
    expect(clusterSvg('#14213D')).toContain('width="45"');
  });
});
