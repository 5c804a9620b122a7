import type { StringArea } from '../../provider/stringArea';

/** Strings of FileDropzone and its rejection messages. */
export interface DropzoneStrings {
  dropzoneHint: string;
  dropzoneActive: string;
  dropzoneChooseFile: string;
  dropzoneAccepted: (formats: string) => string;
  dropzoneMaxSize: (size: string) => string;
  dropzoneUploading: string;
  dropzoneUploaded: string;
  dropzoneReplace: string;
  dropzoneRemove: string;
  /** Takes the limit in megabytes, already formatted for the locale ("3", "2,5"). */
  fileTooLarge: (megabytes: string) => string;
  /** Takes the accepted formats joined as alternatives ("PDF", "PDF or DOCX"). */
  fileTypeNotAccepted: (formats: string) => string;
  tooManyFiles: string;
  uploadProgress: (percent: number) => string;
}

export const dropzoneStrings: StringArea<DropzoneStrings> = {
  en: {
    dropzoneHint: 'Drag a file here or choose one',
    dropzoneActive: 'Drop the file to upload it',
    dropzoneChooseFile: 'Choose file',
    dropzoneAccepted: (formats) => `Accepted formats: ${formats}`,
    dropzoneMaxSize: (size) => `Maximum size: ${size}`,
    dropzoneUploading: 'Uploading…',
    dropzoneUploaded: 'Uploaded',
    dropzoneReplace: 'Replace',
    dropzoneRemove: 'Remove',
    // The spec's message, word for word.
    fileTooLarge: (megabytes) => `The file may not be greater than ${megabytes} MB.`,
    fileTypeNotAccepted: (formats) => `Only ${formats} files are accepted.`,
    tooManyFiles: 'Only one file can be uploaded.',
    uploadProgress: (percent) => `${percent}% uploaded`,
  },
  hu: {
    dropzoneHint: 'Húzd ide a fájlt, vagy válassz egyet',
    dropzoneActive: 'Engedd el a fájlt a feltöltéshez',
    dropzoneChooseFile: 'Fájl kiválasztása',
    dropzoneAccepted: (formats) => `Elfogadott formátumok: ${formats}`,
    dropzoneMaxSize: (size) => `Legnagyobb méret: ${size}`,
    dropzoneUploading: 'Feltöltés…',
    dropzoneUploaded: 'Feltöltve',
    dropzoneReplace: 'Csere',
    dropzoneRemove: 'Eltávolítás',
    fileTooLarge: (megabytes) => `A fájl mérete legfeljebb ${megabytes} MB lehet.`,
    fileTypeNotAccepted: (formats) => `Csak ${formats} formátumú fájl tölthető fel.`,
    tooManyFiles: 'Csak egy fájl tölthető fel.',
    uploadProgress: (percent) => `${percent}% feltöltve`,
  },
  ro: {
    dropzoneHint: 'Trage un fișier aici sau alege unul',
    dropzoneActive: 'Eliberează fișierul pentru a-l încărca',
    dropzoneChooseFile: 'Alege fișierul',
    dropzoneAccepted: (formats) => `Formate acceptate: ${formats}`,
    dropzoneMaxSize: (size) => `Dimensiune maximă: ${size}`,
    dropzoneUploading: 'Se încarcă fișierul…',
    dropzoneUploaded: 'Încărcat',
    dropzoneReplace: 'Înlocuiește',
    dropzoneRemove: 'Elimină',
    fileTooLarge: (megabytes) => `Fișierul nu poate depăși ${megabytes} MB.`,
    fileTypeNotAccepted: (formats) => `Sunt acceptate doar fișiere ${formats}.`,
    tooManyFiles: 'Se poate încărca un singur fișier.',
    uploadProgress: (percent) => `${percent}% încărcat`,
  },
};
