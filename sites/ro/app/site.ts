import { romaniaRegion } from '@allas/core';
import { defineSite } from '@allas/site-kit';

/** This site's region (languages, currency, company data) and the theme it wears. */
export const site = defineSite(romaniaRegion);
