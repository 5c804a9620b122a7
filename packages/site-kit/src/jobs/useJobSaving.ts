import { useToast } from '@allas/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrowserApiError, browserApi } from '../api/browserApi';
import { loginLocation } from '../guards/runGuards';
import { useMessages } from '../i18n/useMessages';
import { useRootData } from '../shell/useRootData';
import type { JobListItem } from './jobData';

/**
 * The save toggle of job cards: a guest goes to the login page (and comes back here after it);
 * a signed-in visitor saves or removes the job through PUT/DELETE /saved-jobs/:jobId, sees the
 * card change at once and a toast with the outcome; a failure puts the card back.
 * `initialSaved` are the ids the loader found saved (GET /saved-jobs).
 */
export function useJobSaving(initialSaved: readonly string[]) {
  const root = useRootData();
  const { toast } = useToast();
  const t = useMessages();
  const navigate = useNavigate();
  const location = useLocation();
  const initialKey = initialSaved.join(',');
  const [saved, setSaved] = useState(() => new Set(initialSaved));
  // A new page of results brings the loader's fresh list of saved ids.
  useEffect(() => {
    setSaved(new Set(initialKey ? initialKey.split(',') : []));
  }, [initialKey]);

  const locale = root?.locale ?? 'hu';
  const toLogin = useCallback(
    () => navigate(loginLocation(locale, `${location.pathname}${location.search}`)),
    [navigate, locale, location.pathname, location.search],
  );

  const setOne = (jobId: string, on: boolean) =>
    setSaved((current) => {
      const next = new Set(current);
      if (on) next.add(jobId);
      else next.delete(jobId);
      return next;
    });

  const onToggleSave = async (job: JobListItem, next: boolean) => {
    if (!root?.user) {
      await toLogin();
      return;
    }
    setOne(job.id, next);
    try {
      await browserApi(`/saved-jobs/${job.id}`, { method: next ? 'PUT' : 'DELETE', locale });
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
    }
  };

  return { isSaved: (jobId: string) => saved.has(jobId), onToggleSave };
}
