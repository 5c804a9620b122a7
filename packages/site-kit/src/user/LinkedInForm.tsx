import { linkedInUpdateSchema } from '@allas/core';
import { Button, TextField } from '@allas/ui';
import { useState } from 'react';
import { browserApi } from '../api/browserApi';
import { FormShell } from '../forms/FormShell';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useOutcomeToast } from './useOutcomeToast';

interface LinkedInValues {
  linkedInUrl: string;
}

/** /user/linkedin: sets or removes the LinkedIn profile URL (PUT /profile/linkedin). */
export function LinkedInForm({ linkedInUrl }: { linkedInUrl: string | null }) {
  const t = useMessages();
  const locale = usePageLanguage();
  const { succeeded, failed } = useOutcomeToast();
  const [stored, setStored] = useState(linkedInUrl);
  const [removing, setRemoving] = useState(false);
  const { field, handleSubmit, setError, reset, isSubmitting } = useSiteForm<LinkedInValues>(
    linkedInUpdateSchema,
    { linkedInUrl: linkedInUrl ?? '' },
  );

  const save = async (url: string | null) => {
    const profile = await browserApi.put('/profile/linkedin', {
      locale,
      body: { linkedInUrl: url },
    });
    setStored(profile.linkedInUrl);
    reset({ linkedInUrl: profile.linkedInUrl ?? '' });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values.linkedInUrl);
      succeeded(t('user.saved'));
    } catch (error) {
      showServerFieldErrors(error, setError, ['linkedInUrl']);
      failed(error);
    }
  });

  const remove = async () => {
    setRemoving(true);
    try {
      await save(null);
      succeeded(t('user.linkedin.removed'));
    } catch (error) {
      failed(error);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <FormShell
      onSubmit={onSubmit}
      space="large"
      submit={{ label: t('user.linkedin.save'), loading: isSubmitting }}
      actions={
        stored ? (
          <Button variant="secondary" loading={removing} onClick={remove}>
            {t('user.linkedin.remove')}
          </Button>
        ) : null
      }
    >
      <TextField
        label={t('user.linkedin.url')}
        hint={t('user.linkedin.hint')}
        type="url"
        required
        autoComplete="url"
        {...field('linkedInUrl')}
      />
    </FormShell>
  );
}
