import { z } from 'zod';
import { regionKeySchema } from '../region/regionCodeSchemas';
import {
  companyDetailParamsSchema,
  companyDetailQuerySchema,
  companyDetailResponseSchema,
  companyFollowResponseSchema,
  companyIdParamsSchema,
  companyListQuerySchema,
  companyListResponseSchema,
  companyListSchema,
  workplaceOfTheMonthSchema,
} from './companyContract';
import { defineEndpoint } from './endpoint';

export const companyEndpoints = {
  workplaceOfTheMonth: defineEndpoint({
    method: 'get',
    path: '/workplace-of-the-month',
    tag: 'companies',
    summary: "This month's workplace of the month of the region (chosen by an operator), or null",
    access: 'public',
    query: z.strictObject({ region: regionKeySchema.default('hu') }),
    response: workplaceOfTheMonthSchema,
    errors: [],
  }),
  companies: defineEndpoint({
    method: 'get',
    path: '/companies',
    tag: 'companies',
    summary:
      'Company list with the company filters (search, location, industry, size, extras) and facets',
    access: 'optional-user',
    query: companyListQuerySchema,
    response: companyListResponseSchema,
    errors: [],
  }),
  company: defineEndpoint({
    method: 'get',
    path: '/companies/:slug',
    tag: 'companies',
    summary: 'Company page: about, life, mission, values, offices and a page of its open jobs',
    access: 'optional-user',
    params: companyDetailParamsSchema,
    query: companyDetailQuerySchema,
    response: companyDetailResponseSchema,
    errors: [404],
  }),
  companyFollowToggle: defineEndpoint({
    method: 'post',
    path: '/companies/:id/save-company-to-user',
    tag: 'companies',
    summary: 'Toggles following a company (spec §7); the answer says the new state',
    access: 'candidate',
    params: companyIdParamsSchema,
    response: companyFollowResponseSchema,
    errors: [401, 403, 404, 419],
  }),
  followedCompanies: defineEndpoint({
    method: 'get',
    path: '/followed-companies',
    tag: 'companies',
    summary: 'The companies the signed-in user follows',
    access: 'candidate',
    response: companyListSchema,
    errors: [401, 403],
  }),
};
