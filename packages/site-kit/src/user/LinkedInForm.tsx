import { linkedInUpdateSchema } from '@allas/core';
import { Button, Inline, Stack, TextField, useToast } from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { failureText } from './failureText';
import { applyServerFieldErrors, errorOf } from './fieldMessage';
import type { UserProfile } from './types';
import { usePageLanguage } from './usePageLanguage';

interface LinkedInValues {
  linkedInUrl: string;
}

/** /user/linkedin: sets or removes the LinkedIn profile URL (PUT /profile/linkedin). */
export function LinkedInForm({ linkedInUrl }: { linkedInUrl: string | null }) {
  const t = useMessages();
  const { locale } = usePageLanguage();
  const { toast } = useToast();
  const [stored, setStored] = useState(linkedInUrl);
  const [removing, setRemoving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LinkedInValues>({
    resolver: zodResolver(linkedInUpdateSchema) as never,
    defaultValues: { linkedInUrl: linkedInUrl ?? '' },
  });

  const save = async (url: string | null) => {
    const profile = await browserApi<UserProfile>('/profile/linkedin', {
      method: 'PUT',
      locale,
      body: { linkedInUrl: url },
    });
    setStored(profile.linkedInUrl);
    reset({ linkedInUrl: profile.linkedInUrl ?? '' });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values.linkedInUrl);
      toast({ type: 'success', message: t('user.saved') });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['linkedInUrl']);
      toast({ type: 'error', message: failureText(error, t('error.generic')) });
    }
  });

  const remove = async () => {
    setRemoving(true);
    try {
      await save(null);
      toast({ type: 'success', message: t('user.linkedin.removed') });
    } catch (error) {
      toast({ type: 'error', message: failureText(error, t('error.generic')) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        <TextField
          label={t('user.linkedin.url')}
          hint={t('user.linkedin.hint')}
          type="url"
          required
          autoComplete="url"
          error={errorOf(errors, 'linkedInUrl', locale)}
          {...register('linkedInUrl')}
        />
        <Inline space="medium">
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('user.linkedin.save')}
          </Button>
          {stored ? (
            <Button variant="secondary" loading={removing} onClick={remove}>
              {t('user.linkedin.remove')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
