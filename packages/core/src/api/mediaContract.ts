import { z } from 'zod';
import { slugParamSchema } from './contractFields';

/** A company's generated logo or banner picture. */
export const companyMediaParamsSchema = z.strictObject({ slug: slugParamSchema });

/** A blog cover picture by its file key (`<slug>.svg`). */
export const blogMediaParamsSchema = z.strictObject({ key: z.string().regex(/^[a-z0-9-]+\.svg$/) });
