/** Google Tag Manager container ids: GTM- then upper-case letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

export type GtmIdCheck =
  | { ok: true; id: string }
  | { ok: false; code: 'invalid_gtm_id'; message: string; suggestion: string | undefined };

/** The id as it was probably meant: trimmed, upper-cased, with the GTM- prefix, without stray characters. */
function suggestGtmId(id: string): string | undefined {
  const body = id
    .trim()
    .toUpperCase()
    .replace(/^GTM[-_\s]?/, '')
    .replace(/[^A-Z0-9]/g, '');
  const suggestion = `GTM-${body}`;
  return body !== '' && suggestion !== id ? suggestion : undefined;
}

/**
 * Checks a tag-manager id from configuration. A bad id is reported (never silently fixed): the
 * message says it is not a valid id and offers the likely intended one.
 */
export function checkGtmId(id: string): GtmIdCheck {
  if (GTM_ID_PATTERN.test(id)) return { ok: true, id };
  const suggestion = suggestGtmId(id);
  const hint = suggestion === undefined ? '' : ` Did you mean "${suggestion}"?`;
  return {
    ok: false,
    code: 'invalid_gtm_id',
    message: `"${id}" is not a valid id.${hint}`,
    suggestion,
  };
}
