import type { Locale } from '@allas/core';
import { alertsMessages } from '../alerts/messages';
import { authMessages } from '../auth/messages';
import { blogMessages } from '../blog/messages';
import { companiesMessages } from '../companies/messages';
import { employerAccountMessages } from '../employer/accountMessages';
import { employerApplicantsMessages } from '../employer/applicantMessages';
import { companyEditorMessages } from '../employer/companyEditorMessages';
import { employerJobsMessages } from '../employer/jobAdMessages';
import { employerMessages } from '../employer/messages';
import { adOrderMessages } from '../employer/orderMessages';
import { talentPoolMessages } from '../employer/talentPoolMessages';
import { employerTeamMessages } from '../employer/teamMessages';
import { formMessages } from '../forms/messages';
import { homeMessages } from '../home/messages';
import { jobMessages } from '../job/messages';
import { jobsMessages } from '../jobs/messages';
import { salaryMessages } from '../salary/messages';
import { socialMessages } from '../social/messages';
import { userMessages } from '../user/messages';
import { votingMessages } from '../voting/messages';
import { workshopMessages } from '../workshop/messages';
import { errorMessages } from './errorMessages';
import { en, type MessageId as ShellMessageId } from './messages/en';
import { hu } from './messages/hu';
import { ro } from './messages/ro';

/** Each screen area keeps its messages beside its screens (src/<area>/messages.ts). */
const areas = [
  errorMessages,
  adOrderMessages,
  alertsMessages,
  authMessages,
  blogMessages,
  companiesMessages,
  companyEditorMessages,
  employerMessages,
  employerAccountMessages,
  employerApplicantsMessages,
  employerJobsMessages,
  employerTeamMessages,
  formMessages,
  homeMessages,
  jobMessages,
  jobsMessages,
  salaryMessages,
  socialMessages,
  talentPoolMessages,
  userMessages,
  votingMessages,
  workshopMessages,
] as const;

/** The ids of every area (distributed over the union, so each area adds its own). */
type IdsOf<Area> = Area extends { en: infer English } ? keyof English : never;
type AreaMessageId = IdsOf<(typeof areas)[number]>;

export type MessageId = ShellMessageId | (AreaMessageId & string);

function merged(locale: Locale, shell: Readonly<Record<string, string>>) {
  return Object.assign({}, shell, ...areas.map((area) => area[locale])) as Readonly<
    Record<MessageId, string>
  >;
}

/** The site's message catalogs, one per language (react-intl's `messages`). */
export const catalogs: Readonly<Record<Locale, Readonly<Record<MessageId, string>>>> = {
  hu: merged('hu', hu),
  ro: merged('ro', ro),
  en: merged('en', en),
};
