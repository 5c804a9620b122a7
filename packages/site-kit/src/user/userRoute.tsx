import { Alert } from '@allas/ui';
import type { MetaArgs } from 'react-router';
import type { MessageId } from '../i18n/catalogs';
import { useMessages } from '../i18n/useMessages';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

/** Loader data of a user page: the api's answer, or null when it failed (an inline alert). */
export type Loaded<T> = { data: T; failed: false } | { data: null; failed: true };

/** One api read of a user page's loader (`loaderApi(args).get(…)`); a failure becomes `failed`. */
export async function loadForUser<T>(answer: Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await answer, failed: false };
  } catch {
    return { data: null, failed: true };
  }
}

/** A user page's meta: its title and description, and noindex (private pages). */
export function userMeta(title: MessageId, description: MessageId) {
  return ({ matches }: MetaArgs) => [
    ...pageMeta(rootDataOf(matches), { title, description }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** What a user page shows when its data could not be loaded: never a blank page. */
export function LoadFailed() {
  const t = useMessages();
  return <Alert tone="error">{t('user.loadFailed')}</Alert>;
}
