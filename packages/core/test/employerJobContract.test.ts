import { describe, expect, it } from 'vitest';
import {
  AD_RUN_DAYS,
  adOrderBodySchema,
  employerJobBodySchema,
  employerJobParamsSchema,
  endpoints,
  jobAdAgeRangeSchema,
  jobAdSalarySchema,
} from '../src/index';
import { fieldMessages as messages } from './fieldMessages';

const validAd = {
  title: 'Szoftverfejlesztő (TypeScript)',
  description: 'Egy kis csapatban fejlesztünk állásportált.\n\nRugalmas munkaidő.',
  language: 'hu',
  location: 'budapest',
  category: 'it',
  subcategories: ['software-development'],
  type: 'fullTime',
  level: 'medior',
  extras: ['homeOffice'],
  tags: ['typescript', 'react'],
  salary: { min: 900_000, max: 1_200_000, currency: 'HUF', basis: 'gross', period: 'month' },
  bonus: '13. havi fizetés',
  startDate: '2026-04-01',
  teamSize: 8,
  teamAgeRange: { min: 25, max: 40 },
  deadline: '2026-04-10',
  replyWithinDays: 21,
};

describe('employer job ad body', () => {
  it('takes every field of the Job and fills the optional ones', () => {
    expect(employerJobBodySchema.parse(validAd)).toEqual(validAd);
    const minimal = employerJobBodySchema.parse({
      ...validAd,
      subcategories: undefined,
      extras: undefined,
      tags: undefined,
      bonus: '  ',
      startDate: undefined,
      teamSize: undefined,
      teamAgeRange: undefined,
      deadline: undefined,
      replyWithinDays: undefined,
    });
    expect(minimal).toMatchObject({
      subcategories: [],
      extras: [],
      tags: [],
      bonus: null,
      startDate: null,
      teamSize: null,
      teamAgeRange: null,
      deadline: null,
      replyWithinDays: 14,
    });
    expect(AD_RUN_DAYS).toBe(30);
    // The reply-by promise is one of the offered day counts.
    expect(messages(employerJobBodySchema, { ...validAd, replyWithinDays: 10 })).toHaveProperty(
      'replyWithinDays',
    );
  });

  it('requires the pay range with a message of its own', () => {
    expect(messages(employerJobBodySchema, { ...validAd, salary: undefined })).toEqual({
      salary: 'validation.salary.required',
    });
    expect(messages(employerJobBodySchema, { ...validAd, salary: 'sok' })).toEqual({
      salary: 'validation.salary.invalid',
    });
    expect(
      messages(jobAdSalarySchema, { ...validAd.salary, min: undefined, max: 1.5, basis: 'after' }),
    ).toEqual({
      min: 'validation.salary.required',
      max: 'validation.salary.invalid',
      basis: 'validation.option.invalid',
    });
    expect(messages(jobAdSalarySchema, { ...validAd.salary, currency: undefined })).toEqual({
      currency: 'validation.required',
    });
    expect(messages(jobAdSalarySchema, { ...validAd.salary, min: 2, max: 1 })).toEqual({
      max: 'validation.salary.range',
    });
    expect(messages(jobAdSalarySchema, { ...validAd.salary, min: -1 })).toEqual({
      min: 'validation.salary.invalid',
    });
  });

  it('names each missing or malformed field', () => {
    expect(
      messages(employerJobBodySchema, {
        ...validAd,
        title: ' ',
        description: undefined,
        location: '',
        category: undefined,
        subcategories: ['Not A Slug'],
        extras: ['homeOffice', 'homeOffice'],
        tags: [' '],
        teamSize: 0,
        deadline: '2026-02-30',
      }),
    ).toEqual({
      title: 'validation.jobTitle.required',
      description: 'validation.description.required',
      location: 'validation.location.required',
      category: 'validation.category.required',
      'subcategories.0': 'validation.option.invalid',
      extras: 'validation.option.invalid',
      'tags.0': 'validation.required',
      teamSize: 'validation.option.invalid',
      deadline: expect.any(String),
    });
    expect(messages(employerJobBodySchema, { ...validAd, location: 'Nem slug' })).toEqual({
      location: 'validation.option.invalid',
    });
    expect(messages(employerJobBodySchema, { ...validAd, surprise: 1 })).toHaveProperty('_');
    expect(messages(employerJobBodySchema, { ...validAd, startDate: '0000-01-01' })).toEqual({
      startDate: 'validation.date.invalid',
    });
  });

  it('wants the team age range in order and within working ages', () => {
    expect(messages(jobAdAgeRangeSchema, { min: 40, max: 25 })).toEqual({
      max: 'validation.ageRange.invalid',
    });
    expect(messages(jobAdAgeRangeSchema, { min: 10, max: 25 })).toEqual({
      min: 'validation.ageRange.invalid',
    });
    expect(messages(jobAdAgeRangeSchema, 'young')).toEqual({ _: 'validation.ageRange.invalid' });
  });
});

describe('employer job ad routes', () => {
  it('are for employers only and take an ad id in the path', () => {
    const employerJobRoutes = Object.values(endpoints).filter(
      (endpoint) =>
        endpoint.path.startsWith('/employer/jobs') ||
        endpoint.path.startsWith('/employer/packages') ||
        endpoint.path.startsWith('/employer/orders'),
    );
    expect(employerJobRoutes).toHaveLength(13);
    for (const endpoint of employerJobRoutes) expect(endpoint.access).toBe('employer');
    expect(employerJobParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(employerJobParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(adOrderBodySchema.safeParse({ packageId: 'Pro Pack' }).success).toBe(false);
  });
});
