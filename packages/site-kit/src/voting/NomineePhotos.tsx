import { MAX_PHOTO_BYTES, MAX_VOTING_PHOTOS, type VotingPhoto } from '@allas/core';
import { FileDropzone, Heading, IconButton, Stack, TagPill, Text } from '@allas/ui';
import { useState } from 'react';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';
import { photoGrid, photoImage } from './votingLayout.css';

export interface NomineePhotosProps {
  company: string;
  photos: readonly VotingPhoto[];
  /** Whether the viewer may attach photos now (a ready voter during the period). */
  canUpload: boolean;
  /** Uploads one photo, reporting its progress; resolves with an error text, or null when stored. */
  onUpload?: (file: File, onProgress: (percent: number) => void) => Promise<string | null>;
  /** Deletes one of the viewer's pending photos; resolves like onUpload. */
  onDelete?: (photoId: string) => Promise<string | null>;
}

const ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

/**
 * A nominee's workplace photos: the approved ones, the viewer's own pending ones marked as awaiting
 * approval (with a delete button), and the dropzone to attach more (at most three per company).
 */
export function NomineePhotos({
  company,
  photos,
  canUpload,
  onUpload,
  onDelete,
}: NomineePhotosProps) {
  const t = useMessages();
  const [uploading, setUploading] = useState<{ name: string; size: number } | null>(null);
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const own = photos.filter((photo) => photo.own).length;
  const full = own >= MAX_VOTING_PHOTOS;
  if (photos.length === 0 && !(canUpload && onUpload)) return null;

  const upload = async (file: File) => {
    if (!onUpload) return;
    setError(undefined);
    setUploading({ name: file.name, size: file.size });
    setProgress(0);
    const failure = await onUpload(file, setProgress);
    setUploading(null);
    setProgress(undefined);
    if (failure) setError(failure);
  };

  return (
    <Stack space="small">
      <Heading level={3} size={4}>
        {t('voting.photos.title')}
      </Heading>
      {photos.length > 0 ? (
        <ul className={photoGrid}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <Stack space="xsmall">
                <img
                  className={photoImage}
                  src={mediaSrc(photo.url)}
                  alt={t('voting.photos.alt', { number: index + 1, company })}
                  width={288}
                  height={216}
                  loading="lazy"
                />
                {photo.status === 'pending' ? (
                  <Stack space="xsmall" align="left">
                    <TagPill label={t('voting.photos.pending')} tone="warning" />
                    {photo.own && onDelete ? (
                      <IconButton
                        icon="trash"
                        size="small"
                        label={t('voting.photos.delete', { number: index + 1 })}
                        onClick={() => {
                          setError(undefined);
                          void onDelete(photo.id).then((failure) => {
                            if (failure) setError(failure);
                          });
                        }}
                      />
                    ) : null}
                  </Stack>
                ) : null}
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
      {canUpload && onUpload ? (
        full ? (
          <Text tone="muted">{t('voting.photos.full', { maximum: MAX_VOTING_PHOTOS })}</Text>
        ) : (
          <FileDropzone
            label={t('voting.photos.dropzone', { company })}
            hint={t('voting.photos.hint', { maximum: MAX_VOTING_PHOTOS })}
            accept={ACCEPT}
            maxSize={MAX_PHOTO_BYTES}
            file={uploading}
            progress={progress}
            error={error}
            onFileAccepted={(file) => void upload(file)}
            onFileRejected={(reason) => setError(reason)}
          />
        )
      ) : error ? (
        <Text tone="danger">{error}</Text>
      ) : null}
    </Stack>
  );
}
