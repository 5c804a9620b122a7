import type { StringArea } from '../../provider/stringArea';

/** Strings of CompanyFilterBar. */
export interface CompanyFilterStrings {
  companySearchLabel: string;
  locationLabel: string;
  industryLabel: string;
  companySizeLabel: string;
  /** The empty choice of a filter select ("any industry"). */
  anyOption: string;
}

export const companyFilterStrings: StringArea<CompanyFilterStrings> = {
  en: {
    companySearchLabel: 'Company name or keyword',
    locationLabel: 'Location',
    industryLabel: 'Industry',
    companySizeLabel: 'Company size',
    anyOption: 'Any',
  },
  hu: {
    companySearchLabel: 'Cégnév vagy kulcsszó',
    locationLabel: 'Helyszín',
    industryLabel: 'Iparág',
    companySizeLabel: 'Cégméret',
    anyOption: 'Mindegy',
  },
  ro: {
    companySearchLabel: 'Numele companiei sau cuvânt cheie',
    locationLabel: 'Locație',
    industryLabel: 'Domeniu',
    companySizeLabel: 'Mărimea companiei',
    anyOption: 'Oricare',
  },
};
