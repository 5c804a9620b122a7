import type { AlertCategory } from './JobAlertForm';

/** Categories as GET /categories names them (fixed, for screenshots). */
export const alertCategoriesHu: AlertCategory[] = [
  { slug: 'it-fejlesztes', name: 'IT-fejlesztés' },
  { slug: 'ertekesites', name: 'Értékesítés' },
  { slug: 'irodai-munka', name: 'Irodai munka, adminisztráció' },
  { slug: 'penzugy', name: 'Pénzügy, könyvelés, kontrolling' },
  { slug: 'gyartas', name: 'Gyártás, termelés, minőségbiztosítás' },
  { slug: 'ugyfelszolgalat', name: 'Ügyfélszolgálat' },
];
