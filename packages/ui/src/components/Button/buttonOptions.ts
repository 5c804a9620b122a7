/** The spec's button "type": the look. `-red` variants use the brand accent. */
export const buttonVariants = [
  'primary',
  'primary-red',
  'secondary',
  'secondary-red',
  'tertiary',
] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

/** The spec's sizes, in its words. */
export const buttonSizes = ['normal', 'big', 'small', 'xsmall'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** The native type (the spec's button "kind"); `button` unless said otherwise. */
export const buttonTypes = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof buttonTypes)[number];

/** Icons in buttons: small on the two small sizes, medium otherwise. */
export function buttonIconSize(size: ButtonSize): 'small' | 'medium' {
  return size === 'xsmall' || size === 'small' ? 'small' : 'medium';
}
