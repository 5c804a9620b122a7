import type { StringArea } from '../../provider/stringArea';

/** Strings only JobCard shows. */
export interface JobCardAreaStrings {
  new: string;
  alreadyApplied: string;
  featured: string;
  saveJob: string;
  removeSavedJob: string;
  partner: string;
}

export const jobCardStrings: StringArea<JobCardAreaStrings> = {
  en: {
    new: 'New',
    alreadyApplied: 'Already applied',
    featured: 'Featured',
    saveJob: 'Save job',
    removeSavedJob: 'Remove from saved jobs',
    partner: 'Partner',
  },
  hu: {
    new: 'Új',
    alreadyApplied: 'Már jelentkeztél',
    featured: 'Kiemelt',
    saveJob: 'Állás mentése',
    removeSavedJob: 'Eltávolítás a mentett állások közül',
    partner: 'Partner',
  },
  ro: {
    new: 'Nou',
    alreadyApplied: 'Ai aplicat deja',
    featured: 'Promovat',
    saveJob: 'Salvează jobul',
    removeSavedJob: 'Elimină din joburile salvate',
    partner: 'Partener',
  },
};
