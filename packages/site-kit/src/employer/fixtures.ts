import type { FormFailure } from '../auth/formFailure';
import type { Partner } from './PartnerLogos';

/** Partner companies as the premium page lists them (fixed, for screenshots; no logo files needed). */
export const partnersHu: Partner[] = [
  { slug: 'nagy-es-tarsa', name: 'Nagy és Társa Informatikai Zrt.', logo: null },
  { slug: 'szep-otthon', name: 'Szép Otthon Ingatlanfejlesztő Kft.', logo: null },
  { slug: 'gyors-futar', name: 'Gyorsfutár Logisztika', logo: null },
  {
    slug: 'hosszu-nev',
    name: 'Közép-Kelet-Európai Egészségügyi Szolgáltatásfejlesztő Nonprofit Kft.',
    logo: null,
  },
];

/** The api's answer to a company whose tax number is registered already (issue 12). */
export const companyTaken: FormFailure = {
  message: 'Néhány mező hibás. Javítsd őket, és próbáld újra!',
  fields: {
    taxNumber: 'Ez a cég már regisztrált. Kérd meg a fiókot kezelő kollégádat, hogy hívjon meg!',
  },
};
