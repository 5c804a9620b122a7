import type { Locale } from '@allas/core';
import { en, type MessageId } from './messages/en';
import { hu } from './messages/hu';
import { ro } from './messages/ro';

export type { MessageId };

/** The site's message catalogs, one per language (react-intl's `messages`). */
export const catalogs: Readonly<Record<Locale, Readonly<Record<MessageId, string>>>> = {
  hu,
  ro,
  en,
};
