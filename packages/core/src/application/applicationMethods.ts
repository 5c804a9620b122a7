import { z } from 'zod';

/** How a candidate applies (spec §3): own profile, CV upload, LinkedIn URL or contact details only. */
export const applicationMethods = ['profile', 'cv', 'linkedIn', 'contactOnly'] as const;
export type ApplicationMethod = (typeof applicationMethods)[number];
export const applicationMethodSchema = z.enum(applicationMethods);

/** Applying with the own profile needs a signed-in job seeker (spec §6). */
export const methodsRequiringLogin: readonly ApplicationMethod[] = ['profile'];
