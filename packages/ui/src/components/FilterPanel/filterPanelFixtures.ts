import type { JobFilterLabels, JobFilterOptions, JobFilterValue } from './jobFilters';
import { emptyJobFilters } from './jobFilters';

export const huFilterLabels: JobFilterLabels = {
  categories: 'Kategória',
  locations: 'Régió, település',
  types: 'Foglalkoztatás típusa',
  extras: 'Munkavégzés helye',
  levels: 'Tapasztalat',
  withSalary: 'Csak fizetéssel meghirdetett állások',
  onlyNew: 'Csak új állások',
  onlyExpiring: 'Hamarosan lejáró állások',
  subcategoriesOf: (category) => `${category}: alkategóriák`,
};

export const huFilterOptions: JobFilterOptions = {
  categories: [
    {
      value: 'informatika',
      label: 'Informatika, telekommunikáció',
      subcategories: [
        { value: 'szoftverfejlesztes', label: 'Szoftverfejlesztés' },
        { value: 'rendszeruzemeltetes', label: 'Rendszerüzemeltetés' },
        { value: 'adatelemzes', label: 'Adatelemzés, üzleti intelligencia' },
      ],
    },
    {
      value: 'logisztika',
      label: 'Logisztika, beszerzés, szállítás',
      subcategories: [
        { value: 'raktarozas', label: 'Raktározás' },
        { value: 'gepjarmuvezetes', label: 'Gépjárművezetés' },
      ],
    },
    { value: 'penzugy', label: 'Pénzügy, számvitel, kontrolling' },
    { value: 'egeszsegugy', label: 'Egészségügy, gyógyszeripar' },
  ],
  locations: [
    { value: 'budapest', label: 'Budapest' },
    { value: 'pest', label: 'Pest megye' },
    { value: 'gyor-moson-sopron', label: 'Győr-Moson-Sopron megye' },
    { value: 'hajdu-bihar', label: 'Hajdú-Bihar megye' },
  ],
  types: [
    { value: 'fullTime', label: 'Teljes munkaidő' },
    { value: 'partTime', label: 'Részmunkaidő' },
    { value: 'project', label: 'Projektmunka' },
    { value: 'agencyContract', label: 'Munkaerő-kölcsönzés' },
  ],
  extras: [
    { value: 'homeOffice', label: 'Home office' },
    { value: 'remote', label: 'Teljesen távmunka' },
  ],
  levels: [
    { value: 'trainee', label: 'Gyakornok' },
    { value: 'studentWork', label: 'Diákmunka' },
    { value: 'junior', label: 'Junior' },
    { value: 'medior', label: 'Medior' },
    { value: 'senior', label: 'Senior' },
  ],
};

/** The same options with facet counts, as a search response gives them. */
export const huFilterOptionsWithCounts: JobFilterOptions = {
  categories: huFilterOptions.categories.map((category, index) => ({
    ...category,
    count: [1234, 512, 306, 98][index],
    subcategories: category.subcategories?.map((sub, subIndex) => ({
      ...sub,
      count: [640, 214, 87][subIndex],
    })),
  })),
  locations: huFilterOptions.locations.map((option, index) => ({
    ...option,
    count: [1630, 244, 180, 96][index],
  })),
  types: huFilterOptions.types.map((option, index) => ({
    ...option,
    count: [1802, 240, 75, 33][index],
  })),
  extras: huFilterOptions.extras.map((option, index) => ({
    ...option,
    count: [712, 158][index],
  })),
  levels: huFilterOptions.levels.map((option, index) => ({
    ...option,
    count: [61, 120, 402, 880, 587][index],
  })),
};

export const sampleSelections: JobFilterValue = {
  ...emptyJobFilters,
  categories: ['informatika'],
  subcategories: ['szoftverfejlesztes'],
  locations: ['budapest'],
  extras: ['homeOffice'],
  levels: ['senior'],
  withSalary: true,
};
