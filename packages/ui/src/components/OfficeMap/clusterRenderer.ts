/// <reference types="google.maps" />
import type { Renderer } from '@googlemaps/markerclusterer';
import { vars } from '../../tokens/contract.css';
import { clusterMarkerSize, clusterTone } from '../ClusterMarker/clusterTone';

export interface ClusterColours {
  hot: string;
  normal: string;
  text: string;
}

/** "--allas-map-cluster-hot" from the contract's "var(--allas-map-cluster-hot)". */
export function cssVariableName(reference: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(reference)?.[1];
  if (!name) throw new Error(`Not a CSS variable reference: ${reference}`);
  return name;
}

/**
 * The cluster colours of the theme in force at `element`. Map markers are images drawn by Google,
 * outside our CSS, so the token values are read once from the computed style.
 */
export function readClusterColours(element: Element): ClusterColours {
  const style = getComputedStyle(element);
  const read = (reference: string) => style.getPropertyValue(cssVariableName(reference)).trim();
  return {
    hot: read(vars.map.cluster.hot),
    normal: read(vars.map.cluster.normal),
    text: read(vars.map.cluster.text),
  };
}

/** The ClusterMarker look as an SVG image: a filled 45 px circle with a faint halo. */
export function clusterSvg(fill: string): string {
  const r = clusterMarkerSize / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${clusterMarkerSize}" height="${clusterMarkerSize}" viewBox="0 0 ${clusterMarkerSize} ${clusterMarkerSize}"><circle cx="${r}" cy="${r}" r="${r}" fill="${fill}" opacity="0.25"/><circle cx="${r}" cy="${r}" r="${r - 5}" fill="${fill}"/></svg>`;
}

/**
 * A markerclusterer renderer with ClusterMarker's rule: hot when the count exceeds the larger of 10
 * and the mean cluster size in this render, 45 px, the count as the label.
 */
export function clusterRenderer(
  colours: ClusterColours,
  title: (count: number) => string,
): Renderer {
  return {
    render({ count, position }, stats) {
      const tone = clusterTone(count, stats.clusters.markers.mean);
      return new google.maps.Marker({
        position,
        title: title(count),
        icon: {
          url: `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(clusterSvg(colours[tone]))}`,
          scaledSize: new google.maps.Size(clusterMarkerSize, clusterMarkerSize),
        },
        label: { text: String(count), color: colours.text, fontSize: '12px', fontWeight: '700' },
        // Bigger clusters above smaller ones, all above single office markers.
        zIndex: Number(google.maps.Marker.MAX_ZINDEX) + count,
      });
    },
  };
}
