import { z } from 'zod';
import { apiEmailSchema, captchaSchema, plainTextSchema, typedPhoneSchema } from './contractFields';

const sender = {
  name: plainTextSchema(120, 'validation.name.required'),
  email: apiEmailSchema,
  captcha: captchaSchema.optional(),
};

/** A recruitment order (premium quote or Candidate Shortlist): who asks, for which position. */
const orderBody = z.strictObject({
  ...sender,
  phone: typedPhoneSchema,
  companyName: plainTextSchema(160),
  positionTitle: plainTextSchema(160),
  remarks: z.string().trim().max(4000).default(''),
});

/** The contact page's groups, as the api stores them. */
export const contactFormTopics = [
  'jobSeekers',
  'b2b',
  'marketing',
  'development',
  'other',
] as const;

/** The lead forms by their path (`POST /forms/{kind}`); each is stored and mailed to the team. */
export const leadFormBodySchemas = {
  'premium-recruitment': orderBody,
  'candidate-shortlist': orderBody,
  contact: z.strictObject({
    ...sender,
    topic: z.enum(contactFormTopics).default('other'),
    message: plainTextSchema(4000),
  }),
} as const;
export type LeadFormKind = keyof typeof leadFormBodySchemas;

export const leadFormReceivedSchema = z.object({ id: z.string(), message: z.string() });
