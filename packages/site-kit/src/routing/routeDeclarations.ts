import { isLegalDocumentType } from '@allas/core';
import type { GuardName } from '../guards/guardNames';

/** The landing lists under /list/jobs/ (spec §2), plus the two named elsewhere as landing pages. */
export const landingListSlugs = [
  'big-data-allasok',
  'diak-es-gyakornoki-allasok',
  'ertekesitesi-allasok',
  'irodai-allasok',
  'it-allasok',
  'it-fejlesztes',
  'it-poziciok',
  'it-uzemeltetes',
  'marketinges-poziciok',
  'senior-it-allasok-egyeb-it-kategoriaban',
  'senior-it-big-data-allasok',
  'senior-it-fejlesztoi-allasok',
  'senior-it-uzemeltetes-allasok',
  'startup-allasok',
  'junior-jobs',
  'student-jobs',
] as const;

/** A screen module: the file src/routes/<name>.tsx; a declaration names one only when it exists. */
export type RouteModule = string;

/**
 * One route of spec §2, declared once: its unprefixed path, the guards that run before it (in
 * spec §4 order, after maintenance and the token redirect, which apply to every route), an
 * optional validate of its params, whether it renders inside the default layout, and its module.
 */
export interface RouteDeclaration {
  name: string;
  path: string;
  guards?: readonly GuardName[];
  validate?: (params: Readonly<Record<string, string | undefined>>) => boolean;
  /** false: a page for one visitor's link (a token, a confirmation), kept out of sitemap.xml. */
  indexable?: false;
  /** 'none': rendered without header and footer (spec §2 allows one such route). */
  layout?: 'default' | 'none';
  /**
   * The module under src/routes/ that renders it. Absent while the screen is not built (a later
   * issue): the route stays declared here but is not registered, so its URL answers 404 rather
   * than a stand-in page.
   */
  module?: RouteModule;
}

/** Every route of spec §2. */
export const routeDeclarations: readonly RouteDeclaration[] = [
  // Public routes
  { name: 'home', path: '/', module: 'home' },
  { name: 'jobs', path: '/jobs', module: 'jobs' },
  { name: 'job', path: '/job/:company_slug/:slug', module: 'job' },
  { name: 'jobnotification', path: '/jobnotification', module: 'jobnotification' },
  // The alert mail's confirmation link (the api mails /{locale}/jobnotification/confirm?token=…).
  {
    name: 'jobnotification-confirm',
    path: '/jobnotification/confirm',
    module: 'jobnotification-confirm',
    indexable: false,
  },
  { name: 'junior-jobs', path: '/junior-jobs', module: 'junior-jobs' },
  { name: 'companies', path: '/companies', module: 'companies' },
  { name: 'company', path: '/company/:slug', module: 'company' },
  { name: 'blog', path: '/blog', module: 'blog' },
  { name: 'blog-slug', path: '/blog/:blog_slug', module: 'blog-slug' },
  { name: 'blog-post-slug', path: '/blog/post/:blog_slug', module: 'blog-post-slug' },
  { name: 'berkalkulator', path: '/berkalkulator', module: 'berkalkulator' },
  { name: 'fizetesek', path: '/fizetesek', module: 'fizetesek' },
  { name: 'employer-branding', path: '/employer-branding', module: 'employer-branding' },
  // The workshop landing page: a screen of spec §2 whose path the spec does not give.
  { name: 'workshop', path: '/workshop', module: 'workshop' },
  { name: 'contact-us', path: '/contact-us', module: 'contact-us' },
  { name: 'premium-toborzas', path: '/premium-toborzas', module: 'premium-toborzas' },
  {
    name: 'candidate-shortlist',
    path: '/candidate-shortlist',
    guards: ['candidate'],
    module: 'candidate-shortlist',
  },
  { name: 'login', path: '/login', module: 'login' },
  { name: 'registration', path: '/registration', module: 'registration' },
  {
    name: 'social-registration',
    path: '/social-registration',
    module: 'social-registration',
    indexable: false,
  },
  {
    name: 'social-login-success',
    path: '/social-login-success',
    module: 'social-login-success',
    indexable: false,
  },
  { name: 'reset-password', path: '/reset-password', module: 'reset-password', indexable: false },
  // The forgotten-password request: a screen of spec §2 whose path the spec does not give.
  { name: 'forgot-password', path: '/forgot-password', module: 'forgot-password' },
  { name: 'unsubscribe', path: '/unsubscribe', module: 'unsubscribe', indexable: false },
  // The newsletter sign-up (spec §2 names the screen, not its path) and its mail's confirmation link.
  { name: 'newsletter', path: '/newsletter', module: 'newsletter' },
  {
    name: 'newsletter-confirm',
    path: '/newsletter/confirm',
    module: 'newsletter-confirm',
    indexable: false,
  },
  // The legal documents: the api's legal-documents map (spec §3) points at /{locale}/legal/{type}.
  {
    name: 'legal',
    path: '/legal/:docType',
    validate: (params) => isLegalDocumentType(params.docType),
    module: 'legal',
  },
  { name: 'maintenance', path: '/maintenance', layout: 'none', module: 'maintenance' },
  { name: 'szmd-rating', path: '/szmd/rating', module: 'szmd-rating' },
  { name: 'szmd-box-rating', path: '/szmd/box-rating', module: 'szmd-box-rating' },
  { name: 'szmd-results', path: '/szmd/results', module: 'szmd-results' },
  // Landing lists
  {
    name: 'list-jobs',
    path: '/list/jobs/:slug',
    validate: (params) =>
      (landingListSlugs as readonly (string | undefined)[]).includes(params.slug),
    module: 'list-jobs',
  },
  // The employer side (issue 12): its own login and registration, and its pages for employers only
  { name: 'employer-login', path: '/employer/login', module: 'employer-login' },
  {
    name: 'employer-registration',
    path: '/employer/registration',
    module: 'employer-registration',
  },
  {
    name: 'employer-dashboard',
    path: '/employer/dashboard',
    guards: ['employer'],
    module: 'employer-dashboard',
  },
  { name: 'employer-jobs', path: '/employer/jobs', guards: ['employer'], module: 'employer-jobs' },
  {
    name: 'employer-jobs-new',
    path: '/employer/jobs/new',
    guards: ['employer'],
    module: 'employer-jobs-new',
  },
  {
    name: 'employer-job-edit',
    path: '/employer/jobs/:id/edit',
    guards: ['employer'],
    validate: (params) => /^[1-9]\d{0,8}$/.test(params.id ?? ''),
    module: 'employer-job-edit',
  },
  {
    name: 'employer-company',
    path: '/employer/company',
    guards: ['employer'],
    module: 'employer-company',
  },
  {
    name: 'employer-applicants',
    path: '/employer/applicants',
    guards: ['employer'],
    module: 'employer-applicants',
  },
  {
    name: 'employer-orders',
    path: '/employer/orders',
    guards: ['employer'],
    module: 'employer-orders',
  },
  {
    name: 'employer-talent-pool',
    path: '/employer/talent-pool',
    guards: ['employer'],
    module: 'employer-talent-pool',
  },
  {
    name: 'employer-team',
    path: '/employer/team',
    guards: ['employer'],
    module: 'employer-team',
  },
  // A colleague's invitation link (issue 12): open to guests, who become the company's member.
  {
    name: 'employer-invitation',
    path: '/employer/invitation',
    indexable: false,
    module: 'employer-invitation',
  },
  {
    name: 'employer-applicant',
    path: '/employer/applicants/:id',
    guards: ['employer'],
    validate: (params) => /^[1-9]\d{0,8}$/.test(params.id ?? ''),
    module: 'employer-applicant',
  },
  // Signed-in area (job seekers)
  { name: 'user-account', path: '/user/account', guards: ['auth'], module: 'user-account' },
  {
    name: 'user-change-password',
    path: '/user/change-password',
    guards: ['auth'],
    module: 'user-change-password',
  },
  { name: 'user-cv', path: '/user/cv', guards: ['auth'], module: 'user-cv' },
  { name: 'user-linkedin', path: '/user/linkedin', guards: ['auth'], module: 'user-linkedin' },
  {
    name: 'user-talent-pool',
    path: '/user/talent-pool',
    guards: ['auth'],
    module: 'user-talent-pool',
  },
  {
    name: 'user-notifications',
    path: '/user/notifications',
    guards: ['auth'],
    module: 'user-notifications',
  },
  {
    name: 'my-applications',
    path: '/my-applications',
    guards: ['auth'],
    module: 'my-applications',
  },
  { name: 'saved-jobs', path: '/saved-jobs', guards: ['auth'], module: 'saved-jobs' },
  {
    name: 'followed-companies',
    path: '/followed-companies',
    guards: ['auth'],
    module: 'followed-companies',
  },
];

/** The declarations whose screens exist, i.e. the ones the route table registers. */
export function registeredDeclarations(
  declarations: readonly RouteDeclaration[] = routeDeclarations,
): RouteDeclaration[] {
  return declarations.filter((declaration) => declaration.module !== undefined);
}

export function isRegistered(name: string): boolean {
  return routeDeclarations.some((d) => d.name === name && d.module !== undefined);
}
