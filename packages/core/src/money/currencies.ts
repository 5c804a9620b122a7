import { z } from 'zod';

export const currencies = ['HUF', 'RON', 'EUR'] as const;
export type Currency = (typeof currencies)[number];
export const currencySchema = z.enum(currencies);
