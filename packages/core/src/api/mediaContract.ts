import { z } from 'zod';
import { slugParamSchema } from './contractFields';

/** A company's generated logo or banner picture. */
export const companyMediaParamsSchema = z.strictObject({ slug: slugParamSchema });

/** A blog cover picture by its file key (`<slug>.svg`). */
export const blogMediaParamsSchema = z.strictObject({ key: z.string().regex(/^[a-z0-9-]+\.svg$/) });

/** A company's uploaded logo or banner: its slug and the picture's file number (`<id>.jpg`). */
export const companyImageParamsSchema = z.strictObject({
  slug: slugParamSchema,
  image: z.string().regex(/^[1-9][0-9]{0,14}\.jpg$/),
});
