/**
 * A phone number as stored: E.164 form, international numbers as typed, national Hungarian (06…)
 * and Romanian (07…, 02…, 03…) numbers get their country code. The request contract
 * (@allas/core's typedPhoneSchema) has already checked the characters and the digit count.
 */
export function toE164(value: string, region: 'hu' | 'ro'): string {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (region === 'hu' && digits.startsWith('06')) return `+36${digits.slice(2)}`;
  if (region === 'ro' && digits.startsWith('0')) return `+40${digits.slice(1)}`;
  return `+${region === 'hu' ? '36' : '40'}${digits}`;
}
