import { z } from 'zod';
import type { RegionCode } from '../region/regionCodes';
import { mustAccept } from '../validation/choiceFields';
import { errorKey } from '../validation/errorKey';
import { employerContactShape } from './premiumQuoteSchema';

/** Spec §1: the Candidate Shortlist delivers 5 pre-screened interested candidates. */
export const SHORTLIST_CANDIDATE_COUNT = 5;

/** Candidate Shortlist order: a paid service, so the service terms must be accepted. */
export function shortlistOrderSchema(region: RegionCode) {
  return z.object(
    {
      ...employerContactShape(region),
      acceptServiceTerms: mustAccept('validation.serviceTerms.required'),
    },
    errorKey('validation.form.invalid'),
  );
}
export type ShortlistOrder = z.output<ReturnType<typeof shortlistOrderSchema>>;
