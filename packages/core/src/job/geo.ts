import { z } from 'zod';

export const coordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const jobLocationSchema = z.object({
  city: z.string().min(1),
  county: z.string().min(1).nullable(),
  /** ISO 3166-1 alpha-2 (HU, RO, …): a HU job may be located abroad. */
  country: z.string().regex(/^[A-Z]{2}$/),
  coordinates: coordinatesSchema.nullable(),
});
export type JobLocation = z.infer<typeof jobLocationSchema>;
