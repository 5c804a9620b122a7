import type { EmployerApplication } from '@allas/core';
import type { ApplicantDocument } from './ApplicantDetail';

/**
 * The name a download of an applicant's document gets when the api's answer names none: the
 * applicant and the document in the page's language ("Szabó Anna CV.pdf", "Pop Ana scrisoare de
 * intenție.pdf"). The api names it after the file the candidate sent, which comes first.
 */
export function applicantDocumentName(
  applicant: Pick<EmployerApplication, 'lastName' | 'firstName'>,
  document: ApplicantDocument,
  coverLetter: string,
): string {
  const what = document === 'cv' ? 'CV' : coverLetter;
  return `${applicant.lastName} ${applicant.firstName} ${what}.pdf`;
}
