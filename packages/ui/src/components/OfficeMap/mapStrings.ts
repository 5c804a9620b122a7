import { romanianCount } from '../../provider/grammar';
import type { StringArea } from '../../provider/stringArea';

/** Strings of the office map, its cluster markers and the office list. */
export interface MapStrings {
  map: string;
  officeCount: (count: number) => string;
  offices: string;
  showOnMap: string;
}

export const mapStrings: StringArea<MapStrings> = {
  en: {
    map: 'Map',
    officeCount: (count) => (count === 1 ? '1 office' : `${count} offices`),
    offices: 'Offices',
    showOnMap: 'Show on map',
  },
  hu: {
    map: 'Térkép',
    // Hungarian keeps the noun singular after a number.
    officeCount: (count) => `${count} iroda`,
    offices: 'Irodák',
    showOnMap: 'Megjelenítés a térképen',
  },
  ro: {
    map: 'Hartă',
    officeCount: (count) => romanianCount(count, 'birou', 'birouri'),
    offices: 'Birouri',
    showOnMap: 'Arată pe hartă',
  },
};
