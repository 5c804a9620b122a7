import type { CategoryCountTree, Profile } from '@allas/core';
import {
  accountUpdateSchema,
  isJobLevel,
  jobLevels,
  newsletters,
  type RegionCode,
} from '@allas/core';
import { Box, Checkbox, Column, Columns, Heading, Stack, TextField } from '@allas/ui';
import { browserApi } from '../api/browserApi';
import { CheckboxGroupField } from '../forms/CheckboxGroupField';
import { FormShell } from '../forms/FormShell';
import { PhoneField } from '../forms/PhoneField';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useOutcomeToast } from './useOutcomeToast';

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

/** A category the account can choose (of GET /categories). */
export type CategoryOption = Pick<CategoryCountTree, 'slug' | 'name'>;

export interface AccountFormProps {
  profile: Profile;
  /** The region's job categories to choose from. */
  categories: readonly CategoryOption[];
  /** The site's market: phone numbers are read in its country. */
  regionCode: RegionCode;
  /** Called with the saved profile. */
  onSaved?: (profile: Profile) => void;
}

/** The account's personal fields (spec §2: text fields, phone input, category selection). */
export function AccountForm({ profile, categories, regionCode, onSaved }: AccountFormProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const { succeeded, failed } = useOutcomeToast();
  const form = useSiteForm<AccountValues>(formSchema(regionCode), {
    lastName: profile.lastName,
    firstName: profile.firstName,
    residence: profile.residence,
    phone: profile.phone ?? '',
    levels: profile.levels,
    categories: profile.categories,
    newsletters: profile.newsletters,
  });
  const { register, field, errorOf, control, handleSubmit, setError, isSubmitting } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await browserApi.patch('/profile', {
        locale,
        // The form's schema has checked the levels; the filter tells the types so.
        body: { ...values, levels: values.levels.filter(isJobLevel) },
      });
      succeeded(t('user.saved'));
      onSaved?.(saved);
    } catch (error) {
      showServerFieldErrors(error, setError, fieldNames);
      failed(error);
    }
  });

  return (
    <FormShell
      onSubmit={onSubmit}
      space="large"
      submit={{ label: t('user.account.save'), loading: isSubmitting }}
    >
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
            {...field('lastName')}
          />
        </Column>
        <Column>
          <TextField
            label={t('user.account.firstName')}
            required
            autoComplete="given-name"
            {...field('firstName')}
          />
        </Column>
      </Columns>
      <TextField
        label={t('user.account.residence')}
        required
        autoComplete="address-level2"
        {...field('residence')}
      />
      <PhoneField
        control={control}
        name="phone"
        label={t('user.account.phone')}
        region={regionCode}
        error={errorOf('phone')}
      />
      <CheckboxGroupField
        form={form}
        name="levels"
        label={t('user.account.levels')}
        required
        options={jobLevels.map((level) => ({ value: level, label: t(`user.level.${level}`) }))}
      />
      <CheckboxGroupField
        form={form}
        name="categories"
        label={t('user.account.categories')}
        required
        options={categories.map((category) => ({ value: category.slug, label: category.name }))}
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
    </FormShell>
  );
}
