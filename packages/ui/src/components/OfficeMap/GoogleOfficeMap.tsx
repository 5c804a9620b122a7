/// <reference types="google.maps" />

import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer';
import { GoogleMap, type Libraries, useJsApiLoader } from '@react-google-maps/api';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useStrings } from '../../provider/useStrings';
import { clusterMaxZoom, clusterRadius } from '../ClusterMarker/clusterTone';
import type { Office } from '../OfficeList/office';
import { clusterRenderer, readClusterColours } from './clusterRenderer';
import { assertPlacesLoaded, googleMapsScriptId, joinGoogleMapsLoading } from './googleMapsLoader';
import { mapStrings } from './mapStrings';
import { canvas } from './OfficeMap.css';

export interface OfficeMapHandle {
  /** Centres the map on the office, zoomed in past clustering so its own marker shows. */
  showOffice: (office: Office) => void;
}

export interface GoogleOfficeMapProps {
  apiKey: string;
  offices: readonly Office[];
  libraries: readonly string[];
  language: string;
  version: string;
  center: { lat: number; lng: number };
  zoom: number;
  label: string;
  onLoadError?: (error: Error) => void;
  handle: Ref<OfficeMapHandle>;
}

/** The map itself: loaded from Google only when OfficeMap has a key. */
export function GoogleOfficeMap({
  apiKey,
  offices,
  libraries,
  language,
  version,
  center,
  zoom,
  label,
  onLoadError,
  handle,
}: GoogleOfficeMapProps) {
  const strings = useStrings(mapStrings);
  // Page-wide guard first: a second map with other options throws before any script is added.
  useState(() => joinGoogleMapsLoading({ apiKey, libraries, language, version }));
  const { isLoaded, loadError } = useJsApiLoader({
    id: googleMapsScriptId,
    googleMapsApiKey: apiKey,
    libraries: [...libraries] as Libraries,
    language,
    version,
  });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    if (loadError) onLoadError?.(loadError);
  }, [loadError, onLoadError]);

  if (isLoaded) assertPlacesLoaded(window as { google?: { maps?: { places?: unknown } } });

  useImperativeHandle(
    handle,
    () => ({
      showOffice(office) {
        if (!map || !office.position) return;
        map.panTo(office.position);
        map.setZoom(clusterMaxZoom + 1);
        container.current?.scrollIntoView({ block: 'nearest' });
      },
    }),
    [map],
  );

  useEffect(() => {
    if (!map || !container.current) return;
    const markers = offices.flatMap((office) =>
      office.position
        ? [new google.maps.Marker({ position: office.position, title: office.name })]
        : [],
    );
    const clusterer = new MarkerClusterer({
      map,
      markers,
      algorithm: new SuperClusterAlgorithm({ radius: clusterRadius, maxZoom: clusterMaxZoom }),
      renderer: clusterRenderer(readClusterColours(container.current), strings.officeCount),
    });
    return () => {
      clusterer.clearMarkers();
      clusterer.setMap(null);
    };
  }, [map, offices, strings]);

  return (
    <section ref={container} className={canvas} aria-label={label}>
      {isLoaded ? (
        <GoogleMap
          mapContainerStyle={{ width: '100%', height: '100%', minHeight: 'inherit' }}
          center={center}
          zoom={zoom}
          onLoad={setMap}
          onUnmount={() => setMap(null)}
        />
      ) : null}
    </section>
  );
}
