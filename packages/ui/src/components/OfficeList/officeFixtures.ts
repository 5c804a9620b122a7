import type { Office } from './office';

/** Story and test offices in Hungary and Romania, with real-looking addresses and diacritics. */
export const officeFixtures: readonly Office[] = [
  {
    id: 'bp-hq',
    name: 'Budapesti központ — Váci úti Irodaház',
    address: '1138 Budapest, Váci út 99., XIII. kerület',
    position: { lat: 47.5316, lng: 19.0664 },
  },
  {
    id: 'debrecen',
    name: 'Debreceni fejlesztőközpont',
    address: '4025 Debrecen, Piac utca 42–48.',
    position: { lat: 47.5301, lng: 21.6255 },
  },
  {
    id: 'szeged',
    name: 'Szegedi ügyfélszolgálat',
    address: '6720 Szeged, Kárász utca 11.',
    position: { lat: 46.2514, lng: 20.1481 },
  },
  {
    id: 'cluj',
    name: 'Sediul din Cluj-Napoca',
    address: 'Strada Memorandumului 28, Cluj-Napoca 400114, România',
    position: { lat: 46.7693, lng: 23.5893 },
  },
  {
    id: 'timisoara',
    name: 'Biroul din Timișoara',
    address: 'Piața Victoriei 7, Timișoara 300006, România',
  },
];
