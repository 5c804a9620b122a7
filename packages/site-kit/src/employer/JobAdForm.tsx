import {
  type CategoryCountTree,
  currencies,
  type EmployerJob,
  type EmployerJobBody,
  jobExtras,
  jobLevels,
  jobTypes,
  type LocationCount,
  locales,
  type RegionCode,
  replyWithinDayChoices,
  salaryBases,
  salaryPeriods,
} from '@allas/core';
import {
  Box,
  Button,
  Container,
  Heading,
  Link,
  localeNames,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@allas/ui';
import { useState } from 'react';
import { CheckboxGroupField } from '../forms/CheckboxGroupField';
import { type FormNotice, FormShell } from '../forms/FormShell';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { failureText } from '../user/failureText';
import { DescriptionPreview } from './DescriptionPreview';
import {
  type JobAdFormValues,
  jobAdFieldRenames,
  jobAdFormFields,
  jobAdFormSchema,
  jobAdFormValues,
} from './jobAdFormValues';

export interface JobAdFormProps {
  /** The ad being edited, or null for a new one. */
  job: EmployerJob | null;
  /** GET /categories and GET /locations of the site's region. */
  categories: readonly CategoryCountTree[];
  locations: readonly LocationCount[];
  /** The site's country: a new ad's currency. */
  region: RegionCode;
  listHref: string;
  /** Creates (id null) or updates the ad; rejects with the api's error. */
  onSave: (body: EmployerJobBody, id: number | null) => Promise<EmployerJob>;
  /** Publishes a saved draft; rejects with the api's error (e.g. no credits left). */
  onPublish: (id: number) => Promise<EmployerJob>;
  /** Called once the ad is published, or a published ad's changes are saved. */
  onDone: (job: EmployerJob) => void;
}

/**
 * /employer/jobs/new and /employer/jobs/:id/edit (issue 12): every field of the ad, checked by
 * core's body schema here and again by the api, whose field messages land next to the fields.
 * A draft is saved, then published; a refused publication (no credits) leaves the saved draft.
 */
export function JobAdForm({
  job,
  categories,
  locations,
  region,
  listHref,
  onSave,
  onPublish,
  onDone,
}: JobAdFormProps) {
  const t = useMessages();
  const [savedId, setSavedId] = useState<number | null>(job?.id ?? null);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [publishing, setPublishing] = useState(false);
  const isDraft = job === null || job.status === 'draft';
  const locale = usePageLanguage();
  const [defaults] = useState(() => jobAdFormValues(job, locale, region));
  const [schema] = useState(() => jobAdFormSchema(locale));
  // The category is registered ahead of its place (its change handler needs it): the fields'
  // own order decides which one a refused submit focuses.
  const form = useSiteForm<JobAdFormValues>(schema, defaults, jobAdFormFields);
  const { field, handleSubmit, setError, getValues, watch, isSubmitting } = form;

  const save = async (publish: boolean) => {
    setNotice(null);
    setPublishing(publish);
    const body = schema.parse(getValues());
    let saved: EmployerJob;
    try {
      saved = await onSave(body, savedId);
    } catch (error) {
      showServerFieldErrors(error, setError, jobAdFormFields, jobAdFieldRenames);
      setNotice({
        tone: 'error',
        title: t('employerJobs.form.failed'),
        message: failureText(error, t('error.generic')),
      });
      return;
    }
    setSavedId(saved.id);
    if (!publish) {
      if (saved.status === 'draft') {
        setNotice({ tone: 'success', message: t('employerJobs.form.saved') });
      } else {
        onDone(saved);
      }
      return;
    }
    try {
      onDone(await onPublish(saved.id));
    } catch (error) {
      setNotice({
        tone: 'error',
        title: t('employerJobs.form.publishFailed'),
        message: failureText(error, t('error.generic')),
      });
    }
  };

  const choose = t('employerAccount.field.choose');
  const category = categories.find((item) => item.slug === watch('category'));
  const categoryField = field('category');
  const options = <const T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container width="narrow">
        <Stack space="large">
          <Link href={listHref}>{t('employerJobs.form.back')}</Link>
          <Stack space="small">
            <Heading level={1}>
              {job === null ? t('employerJobs.form.newTitle') : t('employerJobs.form.editTitle')}
            </Heading>
            <Text tone="muted">{t('employerJobs.form.intro')}</Text>
          </Stack>
          <FormShell
            onSubmit={handleSubmit(() => save(false))}
            space="xlarge"
            notice={notice}
            submit={{
              label: isDraft
                ? t('employerJobs.form.saveDraft')
                : t('employerJobs.form.saveChanges'),
              loading: isSubmitting && !publishing,
              disabled: isSubmitting && publishing,
            }}
            actions={
              isDraft ? (
                <Button
                  variant="secondary"
                  loading={isSubmitting && publishing}
                  disabled={isSubmitting && !publishing}
                  onClick={() => void handleSubmit(() => save(true))()}
                >
                  {t('employerJobs.form.saveAndPublish')}
                </Button>
              ) : undefined
            }
          >
            <Stack space="medium">
              <Heading level={2} size={3}>
                {t('employerJobs.form.position')}
              </Heading>
              <TextField label={t('employerJobs.field.title')} required {...field('title')} />
              <TextArea
                label={t('employerJobs.field.description')}
                hint={t('employerJobs.field.descriptionHint')}
                required
                rows={10}
                {...field('description')}
              />
              <DescriptionPreview text={watch('description')} />
              <Select
                label={t('employerJobs.field.language')}
                required
                options={locales.map((value) => ({ value, label: localeNames[value] }))}
                {...field('language')}
              />
              <Select
                label={t('employerJobs.field.location')}
                placeholder={choose}
                required
                options={locations.map(({ slug, city }) => ({ value: slug, label: city }))}
                {...field('location')}
              />
              <Select
                label={t('employerJobs.field.category')}
                placeholder={choose}
                required
                options={categories.map(({ slug, name }) => ({ value: slug, label: name }))}
                {...categoryField}
                onChange={(event) => {
                  // Another category's subcategories do not belong to the new one.
                  form.setValue('subcategories', []);
                  return categoryField.onChange(event);
                }}
              />
              {category && category.subcategories.length > 0 ? (
                <CheckboxGroupField
                  form={form}
                  name="subcategories"
                  label={t('employerJobs.field.subcategories')}
                  options={category.subcategories.map(({ slug, name }) => ({
                    value: slug,
                    label: name,
                  }))}
                />
              ) : null}
              <Select
                label={t('employerJobs.field.type')}
                placeholder={choose}
                required
                options={options(jobTypes, (value) => t(`job.type.${value}`))}
                {...field('type')}
              />
              <Select
                label={t('employerJobs.field.level')}
                placeholder={choose}
                required
                options={options(jobLevels, (value) => t(`job.level.${value}`))}
                {...field('level')}
              />
              <CheckboxGroupField
                form={form}
                name="extras"
                label={t('employerJobs.field.extras')}
                options={options(jobExtras, (value) => t(`job.extra.${value}`))}
              />
              <TextField
                label={t('employerJobs.field.tags')}
                hint={t('employerJobs.field.tagsHint')}
                {...field('tags')}
              />
            </Stack>
            <Stack space="medium">
              <Heading level={2} size={3}>
                {t('employerJobs.form.pay')}
              </Heading>
              <TextField
                label={t('employerJobs.field.salaryMin')}
                inputMode="numeric"
                required
                {...field('salary.min')}
              />
              <TextField
                label={t('employerJobs.field.salaryMax')}
                inputMode="numeric"
                required
                {...field('salary.max')}
              />
              <Select
                label={t('employerJobs.field.currency')}
                required
                options={options(currencies, (value) => value)}
                {...field('salary.currency')}
              />
              <Select
                label={t('employerJobs.field.basis')}
                required
                options={options(salaryBases, (value) => t(`employerJobs.basis.${value}`))}
                {...field('salary.basis')}
              />
              <Select
                label={t('employerJobs.field.period')}
                required
                options={options(salaryPeriods, (value) => t(`employerJobs.period.${value}`))}
                {...field('salary.period')}
              />
              <TextField label={t('employerJobs.field.bonus')} {...field('bonus')} />
            </Stack>
            <Stack space="medium">
              <Heading level={2} size={3}>
                {t('employerJobs.form.team')}
              </Heading>
              <TextField
                label={t('employerJobs.field.startDate')}
                hint={t('employerJobs.field.dateHint')}
                {...field('startDate')}
              />
              <TextField
                label={t('employerJobs.field.teamSize')}
                inputMode="numeric"
                {...field('teamSize')}
              />
              <TextField
                label={t('employerJobs.field.teamAgeMin')}
                inputMode="numeric"
                {...field('teamAgeRange.min')}
              />
              <TextField
                label={t('employerJobs.field.teamAgeMax')}
                inputMode="numeric"
                {...field('teamAgeRange.max')}
              />
              <TextField
                label={t('employerJobs.field.deadline')}
                hint={t('employerJobs.field.deadlineHint')}
                {...field('deadline')}
              />
              <Select
                label={t('employerJobs.field.replyWithinDays')}
                hint={t('employerJobs.field.replyWithinDaysHint')}
                required
                options={replyWithinDayChoices.map((days) => ({
                  value: String(days),
                  label: t('employerJobs.replyWithin', { days }),
                }))}
                {...field('replyWithinDays')}
              />
            </Stack>
          </FormShell>
        </Stack>
      </Container>
    </Box>
  );
}
