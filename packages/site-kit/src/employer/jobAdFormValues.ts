import {
  DEFAULT_REPLY_WITHIN_DAYS,
  type EmployerJob,
  type EmployerJobBody,
  employerJobBodySchema,
  type Locale,
  parseWholeAmount,
  type RegionCode,
} from '@allas/core';
import { z } from 'zod';

/** The ad form's inputs as typed: text everywhere, the tags comma-separated, lists for checkboxes. */
export interface JobAdFormValues {
  title: string;
  description: string;
  language: string;
  location: string;
  category: string;
  subcategories: string[];
  type: string;
  level: string;
  extras: string[];
  tags: string;
  salary: { min: string; max: string; currency: string; basis: string; period: string };
  bonus: string;
  startDate: string;
  teamSize: string;
  teamAgeRange: { min: string; max: string };
  deadline: string;
  replyWithinDays: string;
}

/** Every field the api may name in its answer, as the form's paths, in their order on the page. */
export const jobAdFormFields = [
  'title',
  'description',
  'language',
  'location',
  'category',
  'subcategories',
  'type',
  'level',
  'extras',
  'tags',
  'salary.min',
  'salary.max',
  'salary.currency',
  'salary.basis',
  'salary.period',
  'bonus',
  'startDate',
  'teamSize',
  'teamAgeRange.min',
  'teamAgeRange.max',
  'deadline',
  'replyWithinDays',
] as const;

/** Api field names that are a group in the form: their message shows at the group's first input. */
export const jobAdFieldRenames = {
  salary: 'salary.min',
  teamAgeRange: 'teamAgeRange.min',
} as const;

const regionCurrency = { HU: 'HUF', RO: 'RON' } as const;

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The form's starting values: a new ad in the page's language and the site's currency, or the ad's own. */
export function jobAdFormValues(
  job: EmployerJob | null,
  locale: Locale,
  region: RegionCode,
): JobAdFormValues {
  if (job === null) {
    return {
      title: '',
      description: '',
      language: locale,
      location: '',
      category: '',
      subcategories: [],
      type: '',
      level: '',
      extras: [],
      tags: '',
      salary: {
        min: '',
        max: '',
        currency: regionCurrency[region],
        basis: 'gross',
        period: 'month',
      },
      bonus: '',
      startDate: '',
      teamSize: '',
      teamAgeRange: { min: '', max: '' },
      deadline: '',
      replyWithinDays: String(DEFAULT_REPLY_WITHIN_DAYS),
    };
  }
  return {
    title: job.title,
    description: job.description,
    language: job.language,
    location: job.location,
    category: job.category,
    subcategories: [...job.subcategories],
    type: job.type,
    level: job.level,
    extras: [...job.extras],
    tags: job.tags.join(', '),
    salary: {
      min: numberText(job.salary.min),
      max: numberText(job.salary.max),
      currency: job.salary.currency,
      basis: job.salary.basis,
      period: job.salary.period,
    },
    bonus: job.bonus ?? '',
    startDate: job.startDate ?? '',
    teamSize: numberText(job.teamSize),
    teamAgeRange: {
      min: numberText(job.teamAgeRange?.min),
      max: numberText(job.teamAgeRange?.max),
    },
    deadline: job.deadline ?? '',
    replyWithinDays: String(job.replyWithinDays),
  };
}

const fieldsOf = (value: unknown): Map<string, unknown> =>
  new Map(typeof value === 'object' && value !== null ? Object.entries(value) : []);

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * A typed amount as a number, read with the page's language's thousands marks (core's
 * parseWholeAmount: hu "450 000", ro "450.000", en "450,000"); empty is `absent`, anything that
 * is not such a number NaN, which the schema refuses with its field's message.
 */
function amount<Absent>(value: unknown, absent: Absent, locale: Locale): number | Absent | unknown {
  if (typeof value !== 'string') return value ?? absent;
  return parseWholeAmount(value, locale) ?? absent;
}

/** The typed inputs in the shape of core's body; the values are left for the schema to judge. */
function asBody(values: unknown, locale: Locale): unknown {
  if (typeof values !== 'object' || values === null) return values;
  const form = fieldsOf(values);
  const salary = fieldsOf(form.get('salary'));
  const ages = fieldsOf(form.get('teamAgeRange'));
  const tags = form.get('tags');
  const day = (name: string) => (trimmed(form.get(name)) === '' ? null : trimmed(form.get(name)));
  const noAges = [ages.get('min'), ages.get('max')].every((age) => trimmed(age ?? '') === '');
  return {
    ...Object.fromEntries(form),
    tags:
      typeof tags === 'string'
        ? tags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean)
        : tags,
    salary: {
      ...Object.fromEntries(salary),
      min: amount(salary.get('min'), undefined, locale),
      max: amount(salary.get('max'), undefined, locale),
    },
    startDate: day('startDate'),
    deadline: day('deadline'),
    teamSize: amount(form.get('teamSize'), null, locale),
    replyWithinDays: amount(form.get('replyWithinDays'), undefined, locale),
    teamAgeRange: noAges
      ? null
      : {
          min: amount(ages.get('min'), undefined, locale),
          max: amount(ages.get('max'), undefined, locale),
        },
  };
}

/**
 * Core's body schema over the typed inputs, their numbers read in the page's language: the form's
 * resolver, and the body it sends.
 */
export function jobAdFormSchema(locale: Locale): z.ZodType<EmployerJobBody, unknown> {
  return z.preprocess((values) => asBody(values, locale), employerJobBodySchema);
}
