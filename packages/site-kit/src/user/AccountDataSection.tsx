import { Box, Button, ConfirmDialog, Heading, Stack, Text } from '@allas/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { logOut } from '../shell/logOut';
import { downloadFile } from './downloadFile';
import { useOutcomeToast } from './useOutcomeToast';

/**
 * The account's data: the download of every personal datum (GET /profile/export, a JSON file) and
 * the profile deletion, confirmed by typing the account email (spec §4), after which the visitor is
 * signed out and back on the home page.
 */
export function AccountDataSection({ email }: { email: string }) {
  const t = useMessages();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  const { succeeded, failed } = useOutcomeToast();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadFile('/profile/export', 'allas-export.json', locale);
      succeeded(t('user.data.exported'));
    } catch (error) {
      failed(error);
    } finally {
      setExporting(false);
    }
  };

  const deleteProfile = async () => {
    setDeleting(true);
    try {
      await browserApi.delete('/profile', { locale, body: { email } });
    } catch (error) {
      setDeleting(false);
      failed(error);
      return;
    }
    await logOut();
    // The root loader runs again on this navigation, so the header shows the signed-out state.
    await navigate(href('/'));
    succeeded(t('user.delete.done'));
  };

  return (
    <Stack space="xlarge">
      <Box as="section" aria-labelledby="user-data-heading">
        <Stack space="small">
          <Heading level={2} id="user-data-heading">
            {t('user.data.title')}
          </Heading>
          <Text>{t('user.data.exportText')}</Text>
          <Box>
            <Button
              variant="secondary"
              leadingIcon="download"
              loading={exporting}
              onClick={() => void exportData()}
            >
              {t('user.data.export')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="user-delete-heading">
        <Stack space="small">
          <Heading level={2} id="user-delete-heading">
            {t('user.delete.title')}
          </Heading>
          <Text>{t('user.delete.text')}</Text>
          <Box>
            <ConfirmDialog
              title={t('user.delete.confirmTitle')}
              tone="danger"
              requireText={email}
              confirmText={t('user.delete.button')}
              onConfirm={() => void deleteProfile()}
              trigger={
                <Button variant="secondary-red" leadingIcon="trash" loading={deleting}>
                  {t('user.delete.button')}
                </Button>
              }
            >
              {t('user.delete.confirmText')}
            </ConfirmDialog>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
