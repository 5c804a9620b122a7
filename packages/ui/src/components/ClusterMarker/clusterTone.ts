/** The spec's map clusters: SuperCluster radius 60 px up to zoom 16, markers 45 px wide. */
export const clusterRadius = 60;
export const clusterMaxZoom = 16;
export const clusterMarkerSize = 45;

/** A cluster is "hot" from this many offices up, even when clusters are small on average. */
export const hotClusterMinimum = 10;

export const clusterTones = ['normal', 'hot'] as const;
export type ClusterTone = (typeof clusterTones)[number];

/**
 * Hot when the cluster holds more offices than the larger of 10 and the mean cluster size on the
 * map right now, otherwise normal (the spec's red/blue rule, as tokens).
 */
export function clusterTone(count: number, meanCount: number): ClusterTone {
  return count > Math.max(hotClusterMinimum, meanCount) ? 'hot' : 'normal';
}
