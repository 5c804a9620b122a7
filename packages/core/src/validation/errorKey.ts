import type { MessageKey } from '../messages/messageCatalog';

/**
 * zod params whose error is a catalogue key, so a typo in a key is a type error. No `abort`: an
 * aborting issue would also stop the cross-field checks (passwords match) that must still run;
 * a field with several issues shows the first one (toFieldErrors).
 */
export function errorKey(key: MessageKey) {
  return { error: key };
}

/** A missing value reads "required"; a value of the wrong kind reads `invalidKey`. */
export function presenceErrorKey(requiredKey: MessageKey, invalidKey: MessageKey = requiredKey) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? requiredKey : invalidKey,
  };
}
