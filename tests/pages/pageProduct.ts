// The page screenshots' own product (its ports: PAGES_PORT moves them beside other checkouts'
// servers) and its two signed-in visitors, written into the fresh database before the api starts
// (prepare-data.ts): fixed names and addresses, so their pages look the same every run.
import { productAt } from '../e2e/servers';

export const pagesProduct = productAt(Number(process.env.PAGES_PORT ?? 3230));

export const pageCandidate = {
  email: 'kovacs.reka.oldalkep@example.com',
  password: 'Oldalkep-2025!',
  firstName: 'Réka',
  lastName: 'Kovács',
} as const;

export const pageEmployer = {
  email: 'nagy.balazs.oldalkep@example.com',
  password: 'Oldalkep-2025!',
  firstName: 'Balázs',
  lastName: 'Nagy',
} as const;
