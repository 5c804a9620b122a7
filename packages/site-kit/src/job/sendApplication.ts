import type { ApplicationMethod, Locale } from '@allas/core';
import { BotCheckError, botCheckPayload } from '../api/altcha';
import { BrowserApiError, browserApi } from '../api/browserApi';
import { browserUpload } from '../api/browserUpload';
import type { ApiAnswer } from '../api/typedApi';

/** What the form sends (the api's multipart fields of POST /jobs/:jobId/applications). */
export interface ApplicationPayload {
  jobId: string;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  method: ApplicationMethod;
  linkedInUrl?: string;
  cv?: File;
  useSavedCv?: boolean;
  coverLetter?: File;
  language: Locale;
  consentToShareData: boolean;
  /** The solved bot check; guests only. */
  captcha?: string;
}

/** What the form reads of the api's answer: the application's id and its confirmation in the page's language. */
export type ApplicationSent = Pick<ApiAnswer<'apply'>, 'id' | 'message'>;

/** Sends an application; `onProgress` gets the upload's 0–100 while the files go up. */
export type SendApplication = (
  payload: ApplicationPayload,
  options: { locale: Locale; onProgress: (percent: number) => void },
) => Promise<ApplicationSent>;

/**
 * The real sender: multipart through the gateway with the XSRF header, with upload progress (a 3 MB
 * CV on a slow line takes a while).
 */
export const sendApplication: SendApplication = async (payload, { locale, onProgress }) => {
  const form = new FormData();
  const { jobId, cv, coverLetter, ...fields } = payload;
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  if (cv) form.append('cv', cv, cv.name);
  if (coverLetter) form.append('coverLetter', coverLetter, coverLetter.name);
  return browserUpload.post('/jobs/:jobId/applications', {
    params: { jobId },
    body: form,
    locale,
    onProgress,
  });
};

/** The signed-in applicant's contact details, which the form starts from. */
export interface ApplicantContact {
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
}

/** Reads the contact details of the signed-in applicant's profile (their own, via the gateway). */
export type LoadApplicant = (signal: AbortSignal) => Promise<ApplicantContact>;

export const loadApplicant: LoadApplicant = async (signal) => {
  const profile = await browserApi.get('/profile', { signal });
  return {
    lastName: profile.lastName,
    firstName: profile.firstName,
    email: profile.email,
    phone: profile.phone ?? '',
  };
};

/** Fetches a fresh challenge and solves it: a solution is accepted once, so each try needs one. */
export async function solveBotCheck(locale: Locale): Promise<string> {
  try {
    return await botCheckPayload({ locale });
  } catch (error) {
    if (error instanceof BotCheckError) {
      throw new BrowserApiError(422, 'captcha_unsolved', 'captcha');
    }
    throw error;
  }
}
