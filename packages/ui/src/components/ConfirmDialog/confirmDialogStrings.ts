import type { StringArea } from '../../provider/stringArea';

/** Strings of ConfirmDialog (Confirm and Cancel are common). */
export interface ConfirmDialogStrings {
  typeToConfirm: (text: string) => string;
}

export const confirmDialogStrings: StringArea<ConfirmDialogStrings> = {
  en: {
    typeToConfirm: (text) => `Type ${text} to confirm`,
  },
  hu: {
    typeToConfirm: (text) => `A megerősítéshez írd be: ${text}`,
  },
  ro: {
    typeToConfirm: (text) => `Pentru confirmare, tastează ${text}`,
  },
};
