import { type RegionCode, toE164PhoneNumber } from '@allas/core';

/**
 * What the visitor typed and ticked in a server-rendered form before React took over, so the form
 * starts from it instead of from empty fields. React replaces the server's DOM when the hydration
 * does not match (the phone field's country names come from the runtime's ICU data, which differs
 * between Node and the browser), and controlled fields take React's state even when it does
 * match; either way the first client render still sees the server's form, so it is read then, and
 * only then (the document is not yet marked hydrated).
 *
 * The form marked with `marker` (a `data-…` attribute), or null on the server, after hydration
 * and after a client-side navigation.
 */
export function unhydratedForm(marker: string): HTMLFormElement | null {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') {
    return null;
  }
  return document.querySelector<HTMLFormElement>(`form[${marker}]`);
}

/**
 * The named text fields (inputs and selects) that are not empty, and the phone number in E.164;
 * a phone number that is not complete yet is left out rather than guessed.
 */
export function typedTextFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
  region: RegionCode,
): Partial<Record<Name | 'phone', string>> {
  const data = new FormData(form);
  const typed: Partial<Record<Name | 'phone', string>> = {};
  for (const name of names) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== '') typed[name] = value;
  }
  // The phone control's input carries no name, so it is the form's one telephone input.
  const phone = form.querySelector<HTMLInputElement>('input[type="tel"]')?.value ?? '';
  const e164 = toE164PhoneNumber(phone, region);
  if (e164) typed.phone = e164;
  return typed;
}
