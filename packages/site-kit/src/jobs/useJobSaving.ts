import { useToast } from '@allas/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrowserApiError, browserApi } from '../api/browserApi';
import { loginLocation } from '../guards/runGuards';
import { useMessages } from '../i18n/useMessages';
import { useRootData } from '../shell/useRootData';

/**
 * The save toggle of job cards and of the job ad: a guest goes to the login page (and comes back
 * here after it); a signed-in visitor saves or removes the job through PUT/DELETE
 * /saved-jobs/:jobId, sees the toggle change at once (busy until the api answers) and a toast with
 * the outcome; a failure puts the toggle back. `initialSaved` are the ids the loader found saved.
 */
export function useJobSaving(initialSaved: readonly string[]) {
  const root = useRootData();
  const { toast } = useToast();
  const t = useMessages();
  const navigate = useNavigate();
  const location = useLocation();
  const initialKey = initialSaved.join(',');
  const [saved, setSaved] = useState(() => new Set(initialSaved));
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  // A new page of results brings the loader's fresh list of saved ids.
  useEffect(() => {
    setSaved(new Set(initialKey ? initialKey.split(',') : []));
  }, [initialKey]);

  const locale = root?.locale ?? 'hu';
  const toLogin = useCallback(
    () => navigate(loginLocation(locale, `${location.pathname}${location.search}`)),
    [navigate, locale, location.pathname, location.search],
  );

  const setOne = (jobId: string, on: boolean) => setSaved((current) => withOne(current, jobId, on));
  const setPendingOne = (jobId: string, on: boolean) =>
    setPending((current) => withOne(current, jobId, on));

  const onToggleSave = async (job: { id: string }, next: boolean) => {
    if (!root?.user) {
      await toLogin();
      return;
    }
    setOne(job.id, next);
    setPendingOne(job.id, true);
    try {
      const call = { params: { jobId: job.id }, locale };
      await (next
        ? browserApi.put('/saved-jobs/:jobId', call)
        : browserApi.delete('/saved-jobs/:jobId', call));
      toast({ type: 'success', message: t(next ? 'jobs.saved' : 'jobs.unsaved') });
    } catch (error) {
      setOne(job.id, !next);
      if (error instanceof BrowserApiError && error.status === 401) {
        await toLogin();
        return;
      }
      toast({
        type: 'error',
        message: t('jobs.saveFailed'),
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPendingOne(job.id, false);
    }
  };

  return {
    isSaved: (jobId: string) => saved.has(jobId),
    /** Whether a save or removal of the job is on its way. */
    isPending: (jobId: string) => pending.has(jobId),
    onToggleSave,
  };
}

function withOne(set: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
