import { calendarDateIn } from '@allas/core';
import { data, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { ApiError } from '../api/apiClient';
import { browserApi } from '../api/browserApi';
import { loaderApi } from '../api/loaderApi';
import { ApplicantDetail } from '../employer/ApplicantDetail';
import { applicantDocumentName } from '../employer/applicantDocumentName';
import { useMessages } from '../i18n/useMessages';
import { pageContext } from '../routing/requestContext';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { downloadFile } from '../user/downloadFile';
import { userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const today = calendarDateIn(new Date(), args.context.get(pageContext).region.timeZone);
  try {
    const application = await loaderApi(args).get('/employer/applications/:id', {
      params: { id: args.params.id ?? '' },
    });
    return { application, today };
  } catch (error) {
    // Another company's application is as missing as one that never was.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    return { application: null, today };
  }
}

export const meta = userMeta(
  'employerApplicants.list.title',
  'employerApplicants.list.description',
);

/** /employer/applicants/:id: one application (the employer guard runs first). */
export default function EmployerApplicantPage() {
  const { application, today } = useLoaderData<typeof loader>();
  const href = useLocalizedHref();
  const locale = usePageLanguage();
  const t = useMessages();
  const revalidator = useRevalidator();
  return (
    <ApplicantDetail
      application={application}
      today={today}
      backHref={href(
        application ? `/employer/applicants?job=${application.jobId}` : '/employer/applicants',
      )}
      onDownload={async (document) => {
        if (!application) return;
        const path =
          document === 'cv'
            ? '/employer/applications/:id/cv'
            : '/employer/applications/:id/cover-letter';
        const name = applicantDocumentName(
          application,
          document,
          t('employerApplicants.file.coverLetter'),
        );
        await downloadFile(path, name, locale, { id: application.id });
      }}
      onMove={async (status, message) => {
        if (!application) return;
        await browserApi.post('/employer/applications/:id/status', {
          params: { id: application.id },
          body: { status, message },
          locale,
        });
        await revalidator.revalidate();
      }}
    />
  );
}
