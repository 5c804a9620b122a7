import type {
  ApplicationStatus,
  EmployerApplication,
  EmployerApplicationList,
  EmployerApplicationSummary,
} from '@allas/core';
import { BrowserApiError } from '../api/browserApi';

/** The day the applicant stories are looked at: answers promised before it are late. */
export const applicantsToday = '2026-11-20';

const base: EmployerApplicationSummary = {
  id: 901,
  jobId: 41,
  jobTitle: 'Ügyfélszolgálati munkatárs (angol–magyar nyelvtudással)',
  firstName: 'Réka',
  lastName: 'Szőllősi',
  appliedAt: '2026-11-19T08:30:00.000Z',
  status: 'received',
  method: 'cv',
  hasCv: true,
  hasCoverLetter: true,
  replyBy: '2026-12-03',
};

/** Five applicants, newest first, one in each status; the viewed one's answer is late. */
export const applicantsInEveryStatus: EmployerApplicationSummary[] = [
  base,
  {
    ...base,
    id: 899,
    firstName: 'Ádám',
    lastName: 'Kővári',
    appliedAt: '2026-11-02T14:00:00.000Z',
    status: 'viewed',
    method: 'profile',
    hasCv: false,
    hasCoverLetter: false,
    replyBy: '2026-11-16',
  },
  {
    ...base,
    id: 897,
    jobId: 42,
    jobTitle: 'Gépészmérnök – gyártástechnológia (Székesfehérvár)',
    firstName: 'Zsófia',
    lastName: 'Bürgés-Ötvös',
    appliedAt: '2026-10-28T09:15:00.000Z',
    status: 'shortlisted',
    method: 'linkedIn',
    hasCv: false,
    hasCoverLetter: false,
    replyBy: '2026-11-11',
  },
  {
    ...base,
    id: 896,
    firstName: 'Andrei',
    lastName: 'Mureșan',
    appliedAt: '2026-10-20T11:45:00.000Z',
    status: 'rejected',
    method: 'contactOnly',
    hasCv: false,
    hasCoverLetter: false,
    replyBy: '2026-11-03',
  },
  {
    ...base,
    id: 890,
    firstName: 'Gergő',
    lastName: 'Nagy',
    appliedAt: '2026-10-01T07:00:00.000Z',
    status: 'hired',
    replyBy: '2026-10-15',
  },
];

const countOf = (status: ApplicationStatus) =>
  applicantsInEveryStatus.filter((applicant) => applicant.status === status).length;

export const applicantList: EmployerApplicationList = {
  items: applicantsInEveryStatus,
  total: applicantsInEveryStatus.length,
  page: 1,
  pageSize: 25,
  statusCounts: {
    received: countOf('received'),
    viewed: countOf('viewed'),
    shortlisted: countOf('shortlisted'),
    rejected: countOf('rejected'),
    hired: countOf('hired'),
  },
};

export const applicantJobs = [
  { id: 41, title: 'Ügyfélszolgálati munkatárs (angol–magyar nyelvtudással)' },
  { id: 42, title: 'Gépészmérnök – gyártástechnológia (Székesfehérvár)' },
];

/** The newest applicant opened: viewed now, with a CV and a cover letter. */
export const openedApplicant: EmployerApplication = {
  ...base,
  status: 'viewed',
  email: 'szollosi.reka@example.hu',
  phone: '+36301234567',
  linkedInUrl: null,
  language: 'hu',
  nextStatuses: ['shortlisted', 'rejected'],
  history: [{ status: 'viewed', message: null, changedAt: '2026-11-20T09:00:00.000Z' }],
};

/** A Romanian candidate's application, shortlisted with a message, applied with LinkedIn. */
export const shortlistedApplicant: EmployerApplication = {
  ...base,
  id: 897,
  firstName: 'Ioana',
  lastName: 'Țărănescu',
  status: 'shortlisted',
  method: 'linkedIn',
  hasCv: false,
  hasCoverLetter: false,
  email: 'ioana.taranescu@example.ro',
  phone: '+40721234567',
  linkedInUrl: 'https://www.linkedin.com/in/ioana-taranescu',
  language: 'ro',
  nextStatuses: ['rejected', 'hired'],
  history: [
    { status: 'viewed', message: null, changedAt: '2026-11-19T10:00:00.000Z' },
    {
      status: 'shortlisted',
      message: 'Vă invităm la un interviu online marți, la ora 10.',
      changedAt: '2026-11-20T08:00:00.000Z',
    },
  ],
};

/** The api's refusal of a move the status no longer allows (a colleague moved it first). */
export const wrongStatusError = new BrowserApiError(
  409,
  'conflict',
  'Ez a jelentkezés nem tehető ebbe az állapotba: töltsd be újra, hogy lásd, hol tart.',
);
