import type { SelectOption } from '../Select';

export const industryFixtures: readonly SelectOption[] = [
  { value: 'it', label: 'Informatika és szoftverfejlesztés' },
  { value: 'manufacturing', label: 'Gépgyártás és ipari automatizálás' },
  { value: 'construction', label: 'Építőipar' },
  { value: 'retail', label: 'Kereskedelem' },
];

export const locationFixtures: readonly SelectOption[] = [
  { value: 'budapest', label: 'Budapest' },
  { value: 'debrecen', label: 'Debrecen' },
  { value: 'szekesfehervar', label: 'Székesfehérvár' },
  { value: 'cluj-napoca', label: 'Cluj-Napoca' },
];
