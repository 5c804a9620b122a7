import { accountUpdateSchema, jobLevels, newsletters, type RegionCode } from '@allas/core';
import {
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  Column,
  Columns,
  Heading,
  PhoneInput,
  Stack,
  TextField,
  useToast,
} from '@allas/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { failureText } from './failureText';
import { applyServerFieldErrors, errorOf } from './fieldMessage';
import type { CategoryOption, UserProfile } from './types';
import { usePageLanguage } from './usePageLanguage';

/** /user/account edits what registration asked, except the login email (PATCH /profile has none). */
const formSchema = (region: RegionCode) => accountUpdateSchema(region).omit({ email: true });

type AccountValues = {
  lastName: string;
  firstName: string;
  residence: string;
  phone: string;
  levels: string[];
  categories: string[];
  newsletters: { itJobs: boolean; officeJobs: boolean; lovableWorkplaces: boolean };
};

const fieldNames = ['lastName', 'firstName', 'residence', 'phone', 'levels', 'categories'] as const;

export interface AccountFormProps {
  profile: UserProfile;
  /** The region's job categories to choose from. */
  categories: readonly CategoryOption[];
  /** The site's market: phone numbers are read in its country. */
  regionCode: RegionCode;
  /** Called with the saved profile. */
  onSaved?: (profile: UserProfile) => void;
}

/** The account's personal fields (spec §2: text fields, phone input, category selection). */
export function AccountForm({ profile, categories, regionCode, onSaved }: AccountFormProps) {
  const t = useMessages();
  const { locale } = usePageLanguage();
  const { toast } = useToast();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AccountValues>({
    resolver: zodResolver(formSchema(regionCode)) as never,
    defaultValues: {
      lastName: profile.lastName,
      firstName: profile.firstName,
      residence: profile.residence,
      phone: profile.phone ?? '',
      levels: profile.levels,
      categories: profile.categories,
      newsletters: profile.newsletters,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await browserApi<UserProfile>('/profile', {
        method: 'PATCH',
        locale,
        body: values,
      });
      toast({ type: 'success', message: t('user.saved') });
      onSaved?.(saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
      toast({ type: 'error', message: failureText(error, t('error.generic')) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        <TextField
          label={t('user.account.email')}
          hint={t('user.account.emailHint')}
          value={profile.email}
          readOnly
          type="email"
          autoComplete="email"
        />
        <Columns space="medium" collapseBelow="tablet">
          <Column>
            <TextField
              label={t('user.account.lastName')}
              required
              autoComplete="family-name"
              error={errorOf(errors, 'lastName', locale)}
              {...register('lastName')}
            />
          </Column>
          <Column>
            <TextField
              label={t('user.account.firstName')}
              required
              autoComplete="given-name"
              error={errorOf(errors, 'firstName', locale)}
              {...register('firstName')}
            />
          </Column>
        </Columns>
        <TextField
          label={t('user.account.residence')}
          required
          autoComplete="address-level2"
          error={errorOf(errors, 'residence', locale)}
          {...register('residence')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              label={t('user.account.phone')}
              required
              region={regionCode}
              autoComplete="tel"
              value={field.value || undefined}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorOf(errors, 'phone', locale)}
            />
          )}
        />
        <Controller
          control={control}
          name="levels"
          render={({ field }) => (
            <CheckboxGroup
              label={t('user.account.levels')}
              required
              options={jobLevels.map((level) => ({
                value: level,
                label: t(`user.level.${level}`),
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorOf(errors, 'levels', locale)}
            />
          )}
        />
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <CheckboxGroup
              label={t('user.account.categories')}
              required
              options={categories.map((category) => ({
                value: category.slug,
                label: category.name,
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorOf(errors, 'categories', locale)}
            />
          )}
        />
        <Box role="group" aria-labelledby="user-account-newsletters">
          <Stack space="small">
            <Heading level={2} id="user-account-newsletters">
              {t('user.account.newsletters')}
            </Heading>
            {newsletters.map((name) => (
              <Checkbox
                key={name}
                label={t(`user.account.newsletter.${name}`)}
                {...register(`newsletters.${name}`)}
              />
            ))}
          </Stack>
        </Box>
        <Box>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('user.account.save')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
