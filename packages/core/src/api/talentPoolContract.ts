import { z } from 'zod';
import { jobLevels } from '../job/jobLevels';
import { regionKeySchema } from '../region/regionCodeSchemas';
import { errorKey } from '../validation/errorKey';
import { idParamSchema, listSlugSchema } from './contractFields';

/**
 * The talent pool (issue 12). A job seeker who opts in is found by employers with an active ad
 * package, who see only what the switch lists (the first name, the city, the chosen categories and
 * levels) until the job seeker accepts their contact request.
 */
export const talentRequestStatuses = ['pending', 'accepted', 'declined'] as const;
export type TalentRequestStatus = (typeof talentRequestStatuses)[number];

/** What an employer sees of a job seeker in the pool before a contact request is accepted. */
export const talentPoolCardSchema = z.object({
  firstName: z.string(),
  city: z.string(),
  /** The categories the job seeker chose, in the asked language. */
  categories: z.array(z.string()),
  levels: z.array(z.enum(jobLevels)),
});
export type TalentPoolCard = z.infer<typeof talentPoolCardSchema>;

/** One contact request as the job seeker sees it. */
export const talentContactRequestSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companySlug: z.string(),
  message: z.string(),
  status: z.enum(talentRequestStatuses),
  createdAt: z.string(),
});

/** `GET /talent-pool/me`: the switch, what it shows, and the requests of employers. */
export const myTalentPoolSchema = z
  .object({
    optIn: z.boolean(),
    shown: talentPoolCardSchema,
    requests: z.array(talentContactRequestSchema),
  })
  .meta({ id: 'MyTalentPool' });
export type MyTalentPool = z.infer<typeof myTalentPoolSchema>;

export const talentPoolSwitchBodySchema = z.strictObject({
  optIn: z.boolean(errorKey('validation.option.invalid')),
});

/** A request's path, and a job seeker's in the pool (their pool id is their account's id). */
export const talentIdParamsSchema = z.strictObject({ id: idParamSchema });

export const TALENT_POOL_PAGE_SIZE = 20;

/** `GET /employer/talent-pool`: by category, level, region (the company's when left out) and words. */
export const talentPoolQuerySchema = z.strictObject({
  category: listSlugSchema.optional(),
  level: z.enum(jobLevels).optional(),
  region: regionKeySchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** The contact details a job seeker shares by accepting a request. */
export const talentContactSchema = z.object({
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  linkedInUrl: z.string().nullable(),
  hasCv: z.boolean(),
});

/** One job seeker in the employer's search, with the company's request and, once accepted, contact. */
export const talentSchema = talentPoolCardSchema
  .extend({
    id: z.number().int(),
    inPoolSince: z.string(),
    request: z.object({ status: z.enum(talentRequestStatuses), createdAt: z.string() }).nullable(),
    contact: talentContactSchema.nullable(),
  })
  .meta({ id: 'Talent' });
export type Talent = z.infer<typeof talentSchema>;

export const talentListSchema = z
  .object({
    items: z.array(talentSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'TalentList' });
export type TalentList = z.infer<typeof talentListSchema>;

export const MAX_TALENT_MESSAGE_LENGTH = 1000;

/** `POST /employer/talent-pool/:id/contact`: why the company would like to talk. */
export const talentContactBodySchema = z.strictObject({
  message: z
    .string(errorKey('validation.required'))
    .trim()
    .min(1, errorKey('validation.required'))
    .max(MAX_TALENT_MESSAGE_LENGTH, errorKey('validation.text.tooLong')),
});
