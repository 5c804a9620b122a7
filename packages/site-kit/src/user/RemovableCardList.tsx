import { ButtonLink, EmptyState, type IconName, Stack, Text } from '@allas/ui';
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import type { MessageId } from '../i18n/catalogs';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useOutcomeToast } from './useOutcomeToast';

/** The catalog entries of one list: `<prefix>.empty`, `.emptyHint` and `.count`. */
type ListMessages = 'user.savedJobs' | 'user.followed';

export interface RemovableCardListProps<T extends { id: string }> {
  /** The list's cache key (its api path); `initial` is what the loader got from the api. */
  listKey: string;
  /** Reads the list again from the api. */
  load: (locale: string) => Promise<readonly T[]>;
  initial: readonly T[];
  /** Takes one item off the list at the api; its card goes once this resolves. */
  remove: (item: T, locale: string) => Promise<void>;
  messages: ListMessages;
  /** The toast once an item is off: the same message the act has on every other page. */
  removedMessage: (item: T) => string;
  /** Where the empty list sends the visitor, when that page is registered on this site. */
  emptyAction: { route: string; path: string; label: MessageId };
  emptyIcon: IconName;
  /** One card; `remove` asks to take it off (ignored while another removal is on its way). */
  renderCard: (item: T, state: { pending: boolean; remove: () => void }) => ReactNode;
}

/**
 * A list of the visitor's own things (saved jobs, followed companies) as cards with a toggle that
 * takes one off. The list is swr's, seeded by the loader, and drops an item once the api confirms.
 */
export function RemovableCardList<T extends { id: string }>({
  listKey,
  load,
  initial,
  remove,
  messages,
  removedMessage,
  emptyAction,
  emptyIcon,
  renderCard,
}: RemovableCardListProps<T>) {
  const t = useMessages();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  const { succeeded, failed } = useOutcomeToast();
  const [pending, setPending] = useState<string | null>(null);
  const { data = [], mutate } = useSWR<readonly T[]>([listKey, locale], () => load(locale), {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });

  const removeItem = async (item: T) => {
    setPending(item.id);
    try {
      await remove(item, locale);
      await mutate(
        data.filter((other) => other.id !== item.id),
        { revalidate: false },
      );
      succeeded(removedMessage(item));
    } catch (error) {
      failed(error);
    } finally {
      setPending(null);
    }
  };

  if (data.length === 0) {
    return (
      <EmptyState
        title={t(`${messages}.empty`)}
        icon={emptyIcon}
        action={
          isRegistered(emptyAction.route) ? (
            <ButtonLink href={href(emptyAction.path)}>{t(emptyAction.label)}</ButtonLink>
          ) : undefined
        }
      >
        {t(`${messages}.emptyHint`)}
      </EmptyState>
    );
  }
  return (
    <Stack space="medium">
      <Text tone="muted">{t(`${messages}.count`, { count: data.length })}</Text>
      <Stack as="ul" space="medium">
        {data.map((item) =>
          renderCard(item, {
            pending: pending === item.id,
            remove: () => {
              if (pending === null) void removeItem(item);
            },
          }),
        )}
      </Stack>
    </Stack>
  );
}
