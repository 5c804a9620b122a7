import { z } from 'zod';
import { errorMessages } from './errorMessages';
import { noticeMessages } from './noticeMessages';
import { validationMessages } from './validationMessages';

/** Every user-facing text core knows, by message key. The api sends keys; the sites translate them. */
export const messageCatalog = {
  ...validationMessages,
  ...errorMessages,
  ...noticeMessages,
} as const;
export type MessageKey = keyof typeof messageCatalog;
export type ValidationMessageKey = keyof typeof validationMessages;

export const messageKeys = Object.keys(messageCatalog) as MessageKey[];
export const messageKeySchema = /* @__PURE__ */ z.enum(
  messageKeys as [MessageKey, ...MessageKey[]],
);

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messageCatalog, value);
}
