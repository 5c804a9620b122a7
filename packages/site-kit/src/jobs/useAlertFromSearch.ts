import {
  type CategoryCountTree,
  type JobSearchFilters,
  jobSearchFiltersToQuery,
  toRegionKey,
} from '@allas/core';
import { useState } from 'react';
import { browserApi } from '../api/browserApi';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useRootData } from '../shell/useRootData';
import { useOutcomeToast } from '../user/useOutcomeToast';

/**
 * "Alert me about this search" on /jobs for a signed-in visitor: one click makes a daily job alert
 * of the current search (POST /job-alerts with the search's query string; its category, or every
 * category when the search names none). Managed afterwards on /user/notifications. Undefined for
 * a guest, who has /jobnotification.
 */
export function useAlertFromSearch(
  filters: JobSearchFilters,
  categories: readonly CategoryCountTree[],
): { create: () => Promise<void>; pending: boolean } | undefined {
  const root = useRootData();
  const locale = usePageLanguage();
  const { succeeded, failed } = useOutcomeToast();
  const [pending, setPending] = useState(false);
  if (!root?.user) return undefined;
  const region = toRegionKey(root.regionCode) === 'ro' ? 'ro' : 'hu';
  const create = async () => {
    setPending(true);
    try {
      const answer = await browserApi.post('/job-alerts', {
        locale,
        body: {
          frequency: 'daily',
          categories: filters.category
            ? [filters.category]
            : categories.map((category) => category.slug),
          region,
          search: jobSearchFiltersToQuery({ ...filters, page: 1 }),
        },
      });
      // Confirmed by the mailed link, as every alert (double opt-in); the answer says so.
      succeeded(answer.message);
    } catch (error) {
      failed(error);
    } finally {
      setPending(false);
    }
  };
  return { create, pending };
}
