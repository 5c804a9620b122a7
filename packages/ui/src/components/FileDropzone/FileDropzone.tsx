import { Fragment, type Ref, useEffect, useId, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import type { ChromeStrings } from '../../provider/chromeStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { FieldShell } from '../private/FieldShell';
import type { FieldTextProps } from '../private/fieldProps';
import { mergeRefs } from '../private/mergeRefs';
import { useControllableState } from '../private/useControllableState';
import { useFieldIds } from '../private/useFieldIds';
import { dropzoneStrings } from './dropzoneStrings';
import * as css from './FileDropzone.css';
import type { FileDropzoneState } from './fileDropzoneOptions';
import { type AcceptMap, fileSize, formatNames, listAll, megabytes } from './fileFormats';
import { rejectionReason } from './rejectionReason';

/** The file shown as chosen or uploaded: a File, or what the server says about a stored one. */
export interface DropzoneFile {
  name: string;
  /** In bytes. */
  size: number;
}

/** Chrome strings a single dropzone may override. */
export type FileDropzoneStrings = Partial<
  Pick<
    ChromeStrings,
    | 'dropzoneHint'
    | 'dropzoneActive'
    | 'dropzoneChooseFile'
    | 'dropzoneAccepted'
    | 'dropzoneMaxSize'
    | 'dropzoneUploading'
    | 'dropzoneUploaded'
    | 'dropzoneReplace'
    | 'dropzoneRemove'
    | 'fileTooLarge'
    | 'fileTypeNotAccepted'
    | 'tooManyFiles'
    | 'uploadProgress'
  >
>;

export interface FileDropzoneProps extends FieldTextProps {
  /** Accepted types: MIME type → extensions, e.g. `{ 'application/pdf': ['.pdf'] }`. */
  accept?: AcceptMap;
  /** The largest file in bytes; shown and reported in MB (1 MB = 1 048 576 bytes). */
  maxSize?: number;
  /** Lets the user choose several files at once; each accepted file is reported. */
  multiple?: boolean;
  /** Called with each accepted file. */
  onFileAccepted?: (file: File) => void;
  /** Called with the library's reason when a drop or choice is refused. */
  onFileRejected?: (reason: string, rejections: readonly FileRejection[]) => void;
  /** Called when the user removes the chosen file. */
  onRemove?: () => void;
  /**
   * The chosen or uploaded file (controlled); `null` for none. Without it the dropzone shows the
   * last accepted file itself.
   */
  file?: DropzoneFile | null;
  /** Upload progress 0–100 of the shown file: below 100 the dropzone shows the uploading state. */
  progress?: number;
  /** The name of the file input, for plain form posts. */
  name?: string;
  id?: string;
  /** Per-instance replacements of the dropzone's chrome strings. */
  strings?: FileDropzoneStrings;
  /** The native file input. */
  ref?: Ref<HTMLInputElement>;
}

function UploadProgress({
  progress,
  label,
  valueText,
}: {
  progress: number;
  label: string;
  valueText: string;
}) {
  const value = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <div
      className={css.progressTrack}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div className={css.progressFill} style={{ width: `${value}%` }} />
    </div>
  );
}

/**
 * A file field: drop a file or choose one (click, Enter or Space on the zone). It checks type and
 * size, says why a file is refused, shows upload progress and the chosen file with Replace and
 * Remove. Uploading is the app's job: it reports `progress` and the stored `file`.
 */
export function FileDropzone({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  accept,
  maxSize,
  multiple = false,
  onFileAccepted,
  onFileRejected,
  onRemove,
  file: fileProp,
  progress,
  name,
  id,
  strings: overrides,
  ref,
}: FileDropzoneProps) {
  const { locale } = useUi();
  const strings = { ...useStrings(dropzoneStrings), ...overrides };
  const instructionsId = useId();
  const fileNameId = useId();
  const [file, setFile] = useControllableState<DropzoneFile | null>(fileProp, null, undefined);
  const [rejection, setRejection] = useState<string>();
  const shownError = error ?? rejection;
  const ids = useFieldIds({ id, hint, error: shownError });
  const focusZoneAfterRemove = useRef(false);

  const { getRootProps, getInputProps, isDragActive, open, inputRef, rootRef } = useDropzone({
    accept: accept as Record<string, string[]> | undefined,
    maxSize,
    multiple,
    disabled,
    // Once a file is shown, the zone only takes drops; Replace and Remove are real buttons.
    noClick: Boolean(file),
    noKeyboard: Boolean(file),
    // One callback for both lists: a drop of two files on a single-file zone accepts the first
    // and refuses the rest, and the user should see both outcomes.
    onDrop: (accepted, rejections) => {
      const reason =
        rejections.length > 0
          ? rejectionReason(rejections, { accept, maxSize, strings, locale })
          : undefined;
      setRejection(reason);
      const last = accepted[accepted.length - 1];
      if (last) setFile(last);
      for (const acceptedFile of accepted) onFileAccepted?.(acceptedFile);
      if (reason) onFileRejected?.(reason, rejections);
    },
  });

  useEffect(() => {
    if (!file && focusZoneAfterRemove.current) {
      focusZoneAfterRemove.current = false;
      rootRef.current?.focus();
    }
  }, [file, rootRef]);

  const remove = () => {
    focusZoneAfterRemove.current = true;
    setFile(null);
    setRejection(undefined);
    onRemove?.();
  };

  const uploading = Boolean(file) && progress !== undefined && progress < 100;
  const state: FileDropzoneState = isDragActive
    ? 'drag-over'
    : file
      ? uploading
        ? 'uploading'
        : 'done'
      : shownError
        ? 'rejected'
        : 'idle';

  const details = [
    accept ? strings.dropzoneAccepted(listAll(formatNames(accept), locale)) : undefined,
    maxSize !== undefined ? strings.dropzoneMaxSize(`${megabytes(maxSize, locale)} MB`) : undefined,
  ].filter(Boolean);

  const rootProps = getRootProps(
    file
      ? {}
      : {
          role: 'button',
          // The name holds the field's label and all the zone's visible text (label in name,
          // WCAG 2.5.3): "CV Drag a file here or choose one … Maximum size: 3 MB Choose file".
          'aria-labelledby': `${ids.labelId} ${instructionsId}`,
          'aria-describedby': ids.describedBy,
          'aria-disabled': disabled || undefined,
        },
  );
  const inputProps = getInputProps();

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      disabled={disabled}
    >
      {/*
        The file input sits beside the zone, not in it: a focusable element (even tabindex -1)
        inside a role=button is nested interactive content for assistive technology.
      */}
      <input
        {...inputProps}
        ref={mergeRefs(inputRef, ref)}
        id={ids.controlId}
        name={name}
        required={required && !file}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <div {...rootProps} className={css.zone} data-state={state}>
        {file ? (
          <div className={css.fileCard}>
            <Icon name="file" size="large" />
            <div className={css.fileText}>
              <p id={fileNameId} className={css.fileName}>
                {file.name}
              </p>
              <p className={css.fileMeta} aria-live="polite">
                {fileSize(file.size, locale)} ·{' '}
                {uploading && progress !== undefined
                  ? strings.uploadProgress(Math.round(progress))
                  : strings.dropzoneUploaded}
              </p>
            </div>
            {uploading ? null : (
              <div className={css.fileActions}>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={disabled}
                  aria-describedby={fileNameId}
                  onClick={open}
                >
                  {strings.dropzoneReplace}
                </Button>
                <Button
                  size="small"
                  variant="tertiary"
                  disabled={disabled}
                  aria-describedby={fileNameId}
                  onClick={remove}
                >
                  {strings.dropzoneRemove}
                </Button>
              </div>
            )}
            {uploading && progress !== undefined ? (
              <UploadProgress
                progress={progress}
                label={strings.dropzoneUploading}
                valueText={strings.uploadProgress(Math.round(progress))}
              />
            ) : null}
          </div>
        ) : (
          <>
            <span className={css.zoneIcon}>
              <Icon name="upload" size="large" />
            </span>
            {/* Spaces between the parts, so the name reads as words ("… egyet Elfogadott …"). */}
            <span id={instructionsId} className={css.zoneText}>
              <span className={css.zoneTitle}>
                {isDragActive ? strings.dropzoneActive : strings.dropzoneHint}
              </span>{' '}
              {details.map((detail) => (
                <Fragment key={detail}>
                  <span className={css.zoneDetails}>{detail}</span>{' '}
                </Fragment>
              ))}
              <span className={css.chooseCue}>{strings.dropzoneChooseFile}</span>
            </span>
          </>
        )}
      </div>
    </FieldShell>
  );
}
