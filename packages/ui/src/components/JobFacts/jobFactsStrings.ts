import { countOf } from '../../provider/grammar';
import type { StringArea } from '../../provider/stringArea';

/** Strings only JobFacts shows. */
export interface JobFactsAreaStrings {
  jobFactSalary: string;
  jobFactBonus: string;
  jobFactStartDate: string;
  jobFactTeamSize: string;
  jobFactTeamAge: string;
  jobFactType: string;
  jobFactLevel: string;
  jobFactExtras: string;
  teamMembers: (count: number) => string;
  ageRange: (min: number, max: number) => string;
}

export const jobFactsStrings: StringArea<JobFactsAreaStrings> = {
  en: {
    jobFactSalary: 'Salary',
    jobFactBonus: 'Bonus',
    jobFactStartDate: 'Start date',
    jobFactTeamSize: 'Team size',
    jobFactTeamAge: 'Team age',
    jobFactType: 'Employment type',
    jobFactLevel: 'Experience level',
    jobFactExtras: 'Work arrangement',
    teamMembers: (count) => countOf('en-GB', count, { one: 'person', other: 'people' }),
    ageRange: (min, max) => `${min}–${max} years`,
  },
  hu: {
    jobFactSalary: 'Fizetés',
    jobFactBonus: 'Bónusz',
    jobFactStartDate: 'Kezdés',
    jobFactTeamSize: 'Csapat mérete',
    jobFactTeamAge: 'Csapat életkora',
    jobFactType: 'Foglalkoztatás típusa',
    jobFactLevel: 'Tapasztalati szint',
    jobFactExtras: 'Munkavégzés',
    teamMembers: (count) => countOf('hu-HU', count, { other: 'fő' }),
    ageRange: (min, max) => `${min}–${max} év`,
  },
  ro: {
    jobFactSalary: 'Salariu',
    jobFactBonus: 'Bonus',
    jobFactStartDate: 'Data începerii',
    jobFactTeamSize: 'Mărimea echipei',
    jobFactTeamAge: 'Vârsta echipei',
    jobFactType: 'Tip de angajare',
    jobFactLevel: 'Nivel de experiență',
    jobFactExtras: 'Mod de lucru',
    teamMembers: (count) =>
      countOf('ro-RO', count, { one: 'persoană', few: 'persoane', other: 'de persoane' }),
    ageRange: (min, max) =>
      `${min}–${countOf('ro-RO', max, { one: 'an', few: 'ani', other: 'de ani' })}`,
  },
};
