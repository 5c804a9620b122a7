import type { Ref } from 'react';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { mapStrings } from '../OfficeMap/mapStrings';
import { formatCount } from '../private/localeFormat';
import { longCount, marker } from './ClusterMarker.css';
import { clusterTone } from './clusterTone';

export interface ClusterMarkerProps {
  /** How many offices the cluster holds. */
  count: number;
  /** The mean cluster size on the map right now; decides whether this cluster is hot. */
  meanCount: number;
  /** Replaces the chrome "{n} offices" name. */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A map cluster: a 45 px circle with the office count, hot (`map.cluster.hot`) when the count exceeds
 * the larger of 10 and the mean cluster size, otherwise `map.cluster.normal`.
 */
export function ClusterMarker({ count, meanCount, label, ref }: ClusterMarkerProps) {
  const strings = useStrings(mapStrings);
  const { locale } = useUi();
  const tone = clusterTone(count, meanCount);
  const text = formatCount(count, locale);
  return (
    <span
      ref={ref}
      role="img"
      aria-label={label ?? strings.officeCount(count)}
      data-tone={tone}
      className={marker({ tone })}
    >
      <span aria-hidden="true" className={text.length > 3 ? longCount : undefined}>
        {text}
      </span>
    </span>
  );
}
