export {
  type DropzoneFile,
  FileDropzone,
  type FileDropzoneProps,
  type FileDropzoneStrings,
} from './FileDropzone';
export {
  bytesPerMegabyte,
  type FileDropzoneState,
  fileDropzoneStates,
} from './fileDropzoneOptions';
