import { useRef } from 'react';
import { useStrings } from '../../provider/useStrings';
import { OfficeList } from '../OfficeList/OfficeList';
import type { Office } from '../OfficeList/office';
import { GoogleOfficeMap, type OfficeMapHandle } from './GoogleOfficeMap';
import { defaultMapsLanguage, defaultMapsLibraries, defaultMapsVersion } from './googleMapsLoader';
import { mapStrings } from './mapStrings';
import { layout } from './OfficeMap.css';

/** The middle of Hungary and Romania together, zoomed to show both. */
const defaultCenter = { lat: 46.6, lng: 22.5 };
const defaultZoom = 6;

export interface OfficeMapProps {
  offices: readonly Office[];
  /**
   * The Google Maps key. Without one nothing is loaded from Google and only the office list with
   * written addresses shows.
   */
  apiKey?: string;
  /** Must include 'places' (the site's location search uses it on the same script). */
  libraries?: readonly string[];
  language?: string;
  version?: string;
  center?: { lat: number; lng: number };
  zoom?: number;
  /** Names the map region; the chrome "Map" by default. */
  mapLabel?: string;
  /** Names the office list; the chrome "Offices" by default. */
  listLabel?: string;
  /** Google could not be reached or refused the key; the list still shows every address. */
  onLoadError?: (error: Error) => void;
}

/**
 * Company offices on a clustered Google map, next to the office list. The list is always rendered:
 * it is the accessible alternative to the map and the whole component when there is no key.
 */
export function OfficeMap({
  offices,
  apiKey,
  libraries = defaultMapsLibraries,
  language = defaultMapsLanguage,
  version = defaultMapsVersion,
  center = defaultCenter,
  zoom = defaultZoom,
  mapLabel,
  listLabel,
  onLoadError,
}: OfficeMapProps) {
  const strings = useStrings(mapStrings);
  const map = useRef<OfficeMapHandle>(null);
  if (!apiKey) return <OfficeList offices={offices} label={listLabel} />;
  return (
    <div className={layout}>
      <GoogleOfficeMap
        handle={map}
        apiKey={apiKey}
        offices={offices}
        libraries={libraries}
        language={language}
        version={version}
        center={center}
        zoom={zoom}
        label={mapLabel ?? strings.map}
        onLoadError={onLoadError}
      />
      <OfficeList
        offices={offices}
        label={listLabel}
        onShowOnMap={(office) => map.current?.showOffice(office)}
      />
    </div>
  );
}
