import { describe, expect, it } from 'vitest';
import { applicantDocumentName } from './applicantDocumentName';
import { employerApplicantsMessages } from './applicantMessages';

const applicant = { lastName: 'Ștefănescu', firstName: 'Ioana' };
const named = (lang: keyof typeof employerApplicantsMessages) =>
  applicantDocumentName(
    applicant,
    'coverLetter',
    employerApplicantsMessages[lang]['employerApplicants.file.coverLetter'],
  );

describe('applicantDocumentName', () => {
  it('names a cover letter in the page’s language, the Hungarian word on Hungarian pages only', () => {
    expect(named('hu')).toBe('Ștefănescu Ioana motivációs levél.pdf');
    expect(named('ro')).toBe('Ștefănescu Ioana scrisoare de intenție.pdf');
    expect(named('en')).toBe('Ștefănescu Ioana cover letter.pdf');
  });

  it('names a CV the same in every language', () => {
    expect(applicantDocumentName(applicant, 'cv', 'cover letter')).toBe('Ștefănescu Ioana CV.pdf');
  });
});
