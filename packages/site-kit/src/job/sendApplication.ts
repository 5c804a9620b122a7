import type { ApplicationMethod, Locale } from '@allas/core';
import { BotCheckError, botCheckPayload } from '../api/altcha';
import { BrowserApiError, ensureXsrf } from '../api/browserApi';

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

export interface ApplicationSent {
  id: string;
  /** The api's confirmation in the page's language. */
  message: string;
}

/** Sends an application; `onProgress` gets the upload's 0–100 while the files go up. */
export type SendApplication = (
  payload: ApplicationPayload,
  options: { locale: Locale; onProgress: (percent: number) => void },
) => Promise<ApplicationSent>;

function errorOf(status: number, text: string): BrowserApiError {
  try {
    const { error } = JSON.parse(text) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    };
    return new BrowserApiError(
      status,
      error?.code ?? 'http_error',
      error?.message ?? `HTTP ${status}`,
      error?.fields ?? {},
    );
  } catch {
    return new BrowserApiError(status, 'http_error', `HTTP ${status}`);
  }
}

/**
 * The real sender: multipart through the gateway with the XSRF header. XMLHttpRequest rather than
 * fetch, because only it reports upload progress (a 3 MB CV on a slow line takes a while).
 */
export const sendApplication: SendApplication = async (payload, { locale, onProgress }) => {
  const xsrf = await ensureXsrf();
  const form = new FormData();
  const { jobId, cv, coverLetter, ...fields } = payload;
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  if (cv) form.append('cv', cv, cv.name);
  if (coverLetter) form.append('coverLetter', coverLetter, coverLetter.name);
  return new Promise<ApplicationSent>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/jobs/${encodeURIComponent(jobId)}/applications`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', locale);
    request.setRequestHeader('x-xsrf-token', xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(JSON.parse(request.responseText) as ApplicationSent);
      } else {
        reject(errorOf(request.status, request.responseText));
      }
    };
    request.onerror = () => reject(new BrowserApiError(0, 'network', 'network'));
    request.send(form);
  });
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
