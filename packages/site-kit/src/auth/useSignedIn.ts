import { useToast } from '@allas/ui';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { returnPath } from './returnPath';

/**
 * What follows a successful login or registration: a toast, the root data loaded again (so the
 * header shows the user menu), and the page the guard came from (its `redirect` query), else
 * `fallbackPath` (the home page; the dashboard for an employer).
 */
export function useSignedIn(fallbackPath = '/'): (message: string) => Promise<void> {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const href = useLocalizedHref();
  return async (message) => {
    toast({ type: 'success', message });
    await revalidator.revalidate();
    await navigate(returnPath(params.get('redirect'), href(fallbackPath)), { replace: true });
  };
}
