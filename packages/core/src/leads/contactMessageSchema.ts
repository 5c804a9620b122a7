import { z } from 'zod';
import { emailSchema } from '../validation/emailSchema';
import { errorKey, presenceErrorKey } from '../validation/errorKey';
import { MAX_LONG_TEXT_LENGTH, requiredText } from '../validation/textFields';

/** The contact page's groups (spec §2), used to route a message to the right team. */
export const contactTopics = [
  'jobSeekerSupport',
  'businessSupport',
  'management',
  'marketing',
  'development',
] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactMessageSchema = z.object(
  {
    name: requiredText('validation.name.required'),
    email: emailSchema,
    topic: z.enum(
      contactTopics,
      presenceErrorKey('validation.required', 'validation.option.invalid'),
    ),
    message: requiredText('validation.message.required', MAX_LONG_TEXT_LENGTH),
  },
  errorKey('validation.form.invalid'),
);
export type ContactMessage = z.output<typeof contactMessageSchema>;
