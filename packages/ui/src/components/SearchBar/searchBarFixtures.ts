import type { SelectOption } from '../Select';

export const huCategories: readonly SelectOption[] = [
  { value: 'informatika', label: 'Informatika, telekommunikáció' },
  { value: 'logisztika', label: 'Logisztika, beszerzés, szállítás' },
  { value: 'penzugy', label: 'Pénzügy, számvitel, kontrolling' },
  { value: 'egeszsegugy', label: 'Egészségügy, gyógyszeripar' },
];

export const huLocations: readonly SelectOption[] = [
  { value: 'budapest', label: 'Budapest' },
  { value: 'debrecen', label: 'Debrecen' },
  { value: 'gyor', label: 'Győr' },
  { value: 'szekesfehervar', label: 'Székesfehérvár' },
];

export const huSearchBarLabels = {
  label: 'Álláskeresés',
  textLabel: 'Munkakör, cég vagy kulcsszó',
  textPlaceholder: 'pl. Java fejlesztő',
  locationLabel: 'Hol?',
  locationPlaceholder: 'Város vagy megye',
  categoryLabel: 'Kategória',
  categoryPlaceholder: 'Összes kategória',
  categoryOptions: huCategories,
};
