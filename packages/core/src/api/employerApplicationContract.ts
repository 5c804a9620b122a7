import { z } from 'zod';
import { applicationMethodSchema } from '../application/applicationMethods';
import { applicationStatuses } from '../application/applicationStatus';
import { localeSchema } from '../locale/localeSchema';
import { calendarDateSchema } from '../time/calendarDateSchema';
import { errorKey } from '../validation/errorKey';
import { idParamSchema } from './contractFields';

/** The path of one application the employer received. */
export const employerApplicationParamsSchema = z.strictObject({ id: idParamSchema });

/** Applicants shown per page of `GET /employer/applications`. */
export const EMPLOYER_APPLICATIONS_PAGE_SIZE = 25;

/**
 * `GET /employer/applications`: the company's applicants, across its ads or for one (`job`),
 * filtered by status, method and the day they applied (`from`, `to`, inclusive).
 */
export const employerApplicationListQuerySchema = z.strictObject({
  job: idParamSchema.optional(),
  status: z.enum(applicationStatuses).optional(),
  method: applicationMethodSchema.optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type EmployerApplicationListQuery = z.output<typeof employerApplicationListQuerySchema>;

/** One applicant as the list shows them: enough to choose whom to open. */
export const employerApplicationSummarySchema = z
  .object({
    id: z.number().int(),
    jobId: z.number().int(),
    jobTitle: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    appliedAt: z.string(),
    status: z.enum(applicationStatuses),
    method: applicationMethodSchema,
    hasCv: z.boolean(),
    hasCoverLetter: z.boolean(),
    /** The day the company promised to answer by. */
    replyBy: z.string(),
  })
  .meta({ id: 'EmployerApplicationSummary' });
export type EmployerApplicationSummary = z.infer<typeof employerApplicationSummarySchema>;

export const employerApplicationListSchema = z
  .object({
    items: z.array(employerApplicationSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Applicants per status across the same ads and days (the status filter left out). */
    statusCounts: z.record(z.enum(applicationStatuses), z.number().int()),
  })
  .meta({ id: 'EmployerApplicationList' });
export type EmployerApplicationList = z.infer<typeof employerApplicationListSchema>;

/** One status change of an application, with the message the candidate got. */
export const applicationStatusChangeSchema = z.object({
  status: z.enum(applicationStatuses),
  message: z.string().nullable(),
  changedAt: z.string(),
});

/** One application in full, for the employer who received it. */
export const employerApplicationSchema = employerApplicationSummarySchema
  .extend({
    email: z.string(),
    phone: z.string(),
    linkedInUrl: z.string().nullable(),
    /** The language the candidate applied in: status mails go in it. */
    language: localeSchema,
    /** The statuses the employer may choose next. */
    nextStatuses: z.array(z.enum(applicationStatuses)),
    history: z.array(applicationStatusChangeSchema),
  })
  .meta({ id: 'EmployerApplication' });
export type EmployerApplication = z.infer<typeof employerApplicationSchema>;

/** The longest message an employer can send with a status. */
export const MAX_STATUS_MESSAGE_LENGTH = 2000;

/** `POST /employer/applications/:id/status`: the next status and an optional message to the candidate. */
export const applicationStatusBodySchema = z.strictObject({
  status: z.enum(applicationStatuses, errorKey('validation.option.invalid')),
  message: z
    .string(errorKey('validation.option.invalid'))
    .trim()
    .max(MAX_STATUS_MESSAGE_LENGTH, errorKey('validation.text.tooLong'))
    .transform((text) => text || null)
    .nullable()
    .default(null),
});
export type ApplicationStatusBody = z.output<typeof applicationStatusBodySchema>;

/** `GET /employer/overview`: the dashboard's figures. */
export const employerOverviewSchema = z
  .object({
    openAds: z.number().int(),
    newApplicants: z.number().int(),
    creditBalance: z.number().int(),
    freeAdAvailable: z.boolean(),
  })
  .meta({ id: 'EmployerOverview' });
export type EmployerOverview = z.infer<typeof employerOverviewSchema>;
