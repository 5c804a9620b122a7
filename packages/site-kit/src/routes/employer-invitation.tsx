import { toRegionKey } from '@allas/core';
import { useEffect, useRef } from 'react';
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { authCalls } from '../auth/authCalls';
import { loadLegalLinks } from '../auth/legalLinks';
import { clearLinkToken, tokenFromMailedLink } from '../auth/linkToken';
import { useSignInCall } from '../auth/useSignInCall';
import { type InvitationAcceptance, InvitationAcceptForm } from '../employer/InvitationAcceptForm';
import { pageContext } from '../routing/requestContext';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

/**
 * The mailed link arrives as /{locale}/employer/invitation?token=…; the token moves into a
 * short-lived cookie and the page reloads without it (as the password-reset link's), and is sent
 * only in the acceptance's POST body.
 */
export async function loader(args: LoaderFunctionArgs) {
  const token = tokenFromMailedLink(args, 'invitation');
  const [invitation, legalLinks] = await Promise.all([
    // Whom the invitation is from; a spent or expired link says so when accepted, as before.
    token === null
      ? null
      : loaderApi(args)
          .post('/employer/invitations/lookup', { body: { token } })
          .catch(() => null),
    loadLegalLinks(args),
  ]);
  return {
    token,
    invitation,
    region: args.context.get(pageContext).region.regionCode,
    legalLinks,
  };
}

export function meta({ matches }: MetaArgs) {
  return [
    ...pageMeta(rootDataOf(matches), {
      title: 'employerTeam.accept.title',
      description: 'employerTeam.accept.description',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** /employer/invitation: a colleague accepts the invitation and lands on the company's dashboard. */
export default function EmployerInvitationPage() {
  const { token, invitation, region, legalLinks } = useLoaderData<typeof loader>();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  // The spent token is forgotten once the page is left for the dashboard, not before: clearing it
  // at once would show the "open the mailed link" notice while the sign-in reloads the page data.
  const accepted = useRef(false);
  useEffect(
    () => () => {
      if (accepted.current) clearLinkToken('invitation');
    },
    [],
  );
  const accept = useSignInCall(
    async (acceptance: InvitationAcceptance) => {
      if (token === null) return;
      await authCalls.acceptInvitation(
        { ...acceptance, token, locale, region: toRegionKey(region) },
        locale,
      );
      accepted.current = true;
    },
    {
      failedTitle: 'employerTeam.accept.failed',
      success: 'employerTeam.accept.success',
      fallbackPath: '/employer/dashboard',
    },
  );
  return (
    <InvitationAcceptForm
      hasToken={token !== null}
      invitation={invitation}
      legalLinks={legalLinks}
      loginHref={href('/employer/login')}
      onSubmit={accept}
    />
  );
}
