import { Alert, Box, Container } from '@allas/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { JobAdFormPage, loadJobAdChoices, loadOwnJobAd } from '../employer/jobAdFormRoute';
import { useMessages } from '../i18n/useMessages';
import { userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const [job, choices] = await Promise.all([loadOwnJobAd(args), loadJobAdChoices(args)]);
  return { job, choices };
}

export const meta = userMeta('employerJobs.form.editTitle', 'employerJobs.list.description');

/** /employer/jobs/:id/edit: one of the company's ads (the employer guard runs first). */
export default function EmployerJobEditPage() {
  const { job, choices } = useLoaderData<typeof loader>();
  const t = useMessages();
  if (job === null) {
    return (
      <Box paddingY="xlarge">
        <Container width="narrow">
          <Alert tone="error">{t('employerJobs.list.loadFailed')}</Alert>
        </Container>
      </Box>
    );
  }
  return <JobAdFormPage key={job.id} job={job} choices={choices} />;
}
