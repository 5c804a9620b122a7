import type { StoredFileInfo } from '@allas/core';
import { cvFileSchema, MAX_CV_BYTES } from '@allas/core';
import {
  Alert,
  Box,
  Button,
  ConfirmDialog,
  FileDropzone,
  Heading,
  Inline,
  Stack,
  Text,
  useToast,
} from '@allas/ui';
import { useState } from 'react';
import { browserApi } from '../api/browserApi';
import { browserUpload } from '../api/browserUpload';
import { fieldMessage } from '../forms/fieldMessage';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { downloadFile } from './downloadFile';
import { failureText } from './failureText';
import { formatDay, formatMegabytes } from './formatting';

export interface CvSectionProps {
  /** The saved CV, or null. */
  cv: StoredFileInfo | null;
  /** Upload progress to show at first (stories); the section tracks its own uploads. */
  initialProgress?: number;
}

/** /user/cv: upload, replace, download and delete the saved CV. */
export function CvSection({ cv, initialProgress }: CvSectionProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const { toast } = useToast();
  const [saved, setSaved] = useState(cv);
  const [uploading, setUploading] = useState<{ name: string; size: number } | null>(
    initialProgress === undefined ? null : { name: 'cv.pdf', size: MAX_CV_BYTES / 2 },
  );
  const [progress, setProgress] = useState<number | undefined>(initialProgress);
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile('/profile/cv', saved?.name ?? 'cv.pdf', locale);
    } catch (failure) {
      toast({ type: 'error', message: failureText(failure, t('error.generic')) });
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (file: File) => {
    const checked = cvFileSchema.safeParse(file);
    if (!checked.success) {
      setError(fieldMessage(checked.error.issues[0]?.message, locale));
      return;
    }
    setError(undefined);
    setUploading({ name: file.name, size: file.size });
    setProgress(0);
    const form = new FormData();
    form.append('file', file);
    try {
      const profile = await browserUpload.post('/profile/cv', {
        body: form,
        locale,
        onProgress: setProgress,
      });
      setSaved(profile.cv);
      toast({ type: 'success', message: t('user.cv.uploaded') });
    } catch (failure) {
      const text = failureText(failure, t('error.generic'));
      setError(text);
      toast({ type: 'error', message: text });
    } finally {
      setUploading(null);
      setProgress(undefined);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await browserApi.delete('/profile/cv', { locale });
      setSaved(null);
      toast({ type: 'success', message: t('user.cv.deleted') });
    } catch (failure) {
      toast({ type: 'error', message: failureText(failure, t('error.generic')) });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack space="large">
      <Box as="section" aria-labelledby="user-cv-current">
        <Stack space="small">
          <Heading level={2} id="user-cv-current">
            {t('user.cv.current')}
          </Heading>
          {saved ? (
            <Stack space="small">
              <Text weight="bold">{saved.name}</Text>
              <Text tone="muted">
                {`${formatMegabytes(saved.sizeBytes, locale)} · ${t('user.cv.uploadedOn')}: ${formatDay(saved.uploadedAt, locale)}`}
              </Text>
              <Inline space="medium" alignY="center">
                <Button
                  variant="secondary"
                  size="small"
                  leadingIcon="download"
                  loading={downloading}
                  onClick={() => void download()}
                >
                  {t('user.cv.download')}
                </Button>
                <ConfirmDialog
                  title={t('user.cv.deleteConfirmTitle')}
                  tone="danger"
                  confirmText={t('user.cv.delete')}
                  onConfirm={() => void remove()}
                  trigger={
                    <Button variant="secondary-red" size="small" loading={deleting}>
                      {t('user.cv.delete')}
                    </Button>
                  }
                >
                  {t('user.cv.deleteConfirmText')}
                </ConfirmDialog>
              </Inline>
            </Stack>
          ) : (
            <Alert tone="info">{t('user.cv.none')}</Alert>
          )}
        </Stack>
      </Box>
      <FileDropzone
        label={t('user.cv.dropzone')}
        accept={{ 'application/pdf': ['.pdf'] }}
        maxSize={MAX_CV_BYTES}
        file={uploading}
        progress={progress}
        error={error}
        onFileAccepted={(file) => void upload(file)}
        onFileRejected={(reason) => setError(reason)}
      />
    </Stack>
  );
}
