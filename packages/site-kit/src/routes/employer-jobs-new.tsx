import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { JobAdFormPage, loadJobAdChoices } from '../employer/jobAdFormRoute';
import { userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  return { choices: await loadJobAdChoices(args) };
}

export const meta = userMeta('employerJobs.form.newTitle', 'employerJobs.list.description');

/** /employer/jobs/new: a new ad, saved as a draft and then published (the employer guard runs first). */
export default function EmployerJobNewPage() {
  const { choices } = useLoaderData<typeof loader>();
  return <JobAdFormPage job={null} choices={choices} />;
}
