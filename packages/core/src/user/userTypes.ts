import { z } from 'zod';

/** Job seekers and employers log in separately (spec §6). */
export const userTypes = ['candidate', 'employer'] as const;
export type UserType = (typeof userTypes)[number];
export const userTypeSchema = z.enum(userTypes);

export const socialProviders = ['linkedin', 'facebook', 'google'] as const;
export type SocialProvider = (typeof socialProviders)[number];
export const socialProviderSchema = z.enum(socialProviders);
