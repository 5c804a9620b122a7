/** Every icon of the set, by purpose. The tuple drives the `name` prop, stories and tests. */
export const iconNames = [
  'search',
  'location',
  'homeOffice',
  'remote',
  'salary',
  'calendar',
  'clock',
  'saved',
  'savedFilled',
  'follow',
  'share',
  'link',
  'copy',
  'close',
  'chevronLeft',
  'chevronRight',
  'chevronUp',
  'chevronDown',
  'arrowLeft',
  'arrowRight',
  'menu',
  'user',
  'team',
  'company',
  'briefcase',
  'upload',
  'download',
  'file',
  'check',
  'plus',
  'minus',
  'info',
  'warning',
  'error',
  'external',
  'eye',
  'eyeOff',
  'filter',
  'mail',
  'phone',
  'trash',
  'star',
  'globe',
  'logout',
] as const;

export type IconName = (typeof iconNames)[number];

export const iconSizes = ['small', 'medium', 'large', 'inline'] as const;
export type IconSize = (typeof iconSizes)[number];

export const iconTones = [
  'inherit',
  'muted',
  'link',
  'danger',
  'success',
  'info',
  'warning',
] as const;
export type IconTone = (typeof iconTones)[number];
