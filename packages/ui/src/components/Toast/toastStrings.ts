import type { StringArea } from '../../provider/stringArea';

/** Strings of the toast viewport. */
export interface ToastStrings {
  notifications: string;
}

export const toastStrings: StringArea<ToastStrings> = {
  en: {
    notifications: 'Notifications',
  },
  hu: {
    notifications: 'Értesítések',
  },
  ro: {
    notifications: 'Notificări',
  },
};
