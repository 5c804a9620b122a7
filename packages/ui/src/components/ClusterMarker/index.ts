export { ClusterMarker, type ClusterMarkerProps } from './ClusterMarker';
export {
  type ClusterTone,
  clusterMarkerSize,
  clusterMaxZoom,
  clusterRadius,
  clusterTone,
  clusterTones,
} from './clusterTone';
