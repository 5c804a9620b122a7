import { hungaryBlueRegion } from '@allas/core';
import { defineSite } from '@allas/site-kit';

/** The blue-collar board: Hungary's jobs and languages under its own host, in the blue theme. */
export const site = defineSite(hungaryBlueRegion);
