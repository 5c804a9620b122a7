import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { browserApi } from '../api/browserApi';
import { loaderApi } from '../api/loaderApi';
import { EmployerTeam } from '../employer/EmployerTeam';
import { usePageLanguage } from '../routing/usePageLanguage';
import { loadForUser, userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const team = await loadForUser(loaderApi(args).get('/employer/team'));
  return { team: team.data };
}

export const meta = userMeta('employerTeam.title', 'employerTeam.description');

/** /employer/team: the company's colleagues (the employer guard runs first). */
export default function EmployerTeamPage() {
  const { team } = useLoaderData<typeof loader>();
  const locale = usePageLanguage();
  return (
    <EmployerTeam
      team={team}
      onInvite={(email) =>
        browserApi.post('/employer/team/invitations', { body: { email }, locale })
      }
      onRevoke={(id) =>
        browserApi.delete('/employer/team/invitations/:id', { params: { id }, locale })
      }
      onRemove={(id) => browserApi.delete('/employer/team/members/:id', { params: { id }, locale })}
    />
  );
}
