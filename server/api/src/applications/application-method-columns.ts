import type { ApplicationMethod } from '@allas/core';
import type { ApplicationsTable } from '../db/schema.ts';

type MethodColumn = ApplicationsTable['method'];

/** How an application's method is kept in `applications.method` (the contract's names differ). */
export const METHOD_COLUMN = {
  profile: 'profile',
  cv: 'cv',
  linkedIn: 'linkedin',
  contactOnly: 'contact',
} as const satisfies Record<ApplicationMethod, MethodColumn>;

/** The contract's name of a stored method. */
export const METHOD_NAME = {
  profile: 'profile',
  cv: 'cv',
  linkedin: 'linkedIn',
  contact: 'contactOnly',
} as const satisfies Record<MethodColumn, ApplicationMethod>;
