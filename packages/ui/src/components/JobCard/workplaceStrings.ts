import type { StringArea } from '../../provider/stringArea';

/** Work arrangements (JobCard, CompanyFilterBar). */
export interface WorkplaceStrings {
  homeOffice: string;
  remote: string;
}

export const workplaceStrings: StringArea<WorkplaceStrings> = {
  en: {
    homeOffice: 'Home office',
    remote: 'Remote',
  },
  hu: {
    homeOffice: 'Home office',
    remote: 'Távmunka',
  },
  ro: {
    homeOffice: 'Lucru de acasă',
    remote: 'La distanță',
  },
};
