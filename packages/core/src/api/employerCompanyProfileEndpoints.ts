import { MAX_PHOTO_BYTES } from '../validation/fileSchemas';
import {
  companyImageSchema,
  employerCompanyProfileBodySchema,
  employerCompanyProfileSchema,
} from './employerCompanyProfileContract';
import { defineEndpoint } from './endpoint';

/** Spec §9's photo limit serves the company's pictures too: 2 MB each. */
export const MAX_COMPANY_IMAGE_BYTES = MAX_PHOTO_BYTES;

const IMAGE_LABEL =
  '(JPEG, PNG or WebP, at most 2 MB; checked by its bytes, stored re-encoded as a JPEG without metadata)';

/** Upload and removal of one of the company's pictures (the logo, the banner). */
const imageSlot = <const K extends 'logo' | 'banner'>(kind: K) => ({
  upload: defineEndpoint({
    method: 'post',
    path: `/employer/company/${kind}`,
    tag: 'employer',
    summary: `Uploads or replaces the company's ${kind} ${IMAGE_LABEL}; answers its public address`,
    access: 'employer',
    multipart: {
      fileLimits: { file: MAX_COMPANY_IMAGE_BYTES },
      totalLimit: MAX_COMPANY_IMAGE_BYTES + 64 * 1024,
    },
    response: companyImageSchema,
    errors: [401, 403, 404, 413, 415, 419, 422, 429],
  }),
  remove: defineEndpoint({
    method: 'delete',
    path: `/employer/company/${kind}`,
    tag: 'employer',
    summary: `Removes the company's ${kind}`,
    access: 'employer',
    response: companyImageSchema,
    errors: [401, 403, 404, 419],
  }),
});

const logo = imageSlot('logo');
const banner = imageSlot('banner');

/**
 * The company page editor (issue 12). There is no company in the paths: an employer edits the
 * company they belong to, owner and member alike; only the owner takes a page off line.
 */
export const employerCompanyProfileEndpoints = {
  employerCompanyProfile: defineEndpoint({
    method: 'get',
    path: '/employer/company/profile',
    tag: 'employer',
    summary:
      "Everything the company page editor edits, with the page's address and whether it is published",
    access: 'employer',
    response: employerCompanyProfileSchema,
    errors: [401, 403, 404],
  }),
  employerCompanyProfileSave: defineEndpoint({
    method: 'put',
    path: '/employer/company/profile',
    tag: 'employer',
    summary:
      'Saves the company page (offices and value boxes replace the old ones); a published page shows it at once',
    access: 'employer',
    body: employerCompanyProfileBodySchema,
    bodyLimit: 256 * 1024,
    response: employerCompanyProfileSchema,
    errors: [401, 403, 404, 419],
  }),
  employerCompanyLogoUpload: logo.upload,
  employerCompanyLogoDelete: logo.remove,
  employerCompanyBannerUpload: banner.upload,
  employerCompanyBannerDelete: banner.remove,
  employerCompanyPublish: defineEndpoint({
    method: 'post',
    path: '/employer/company/publish',
    tag: 'employer',
    summary:
      "Publishes the company page once its required parts are there (the about text in the site's language, an office)",
    access: 'employer',
    response: employerCompanyProfileSchema,
    errors: [401, 403, 404, 419],
  }),
  employerCompanyUnpublish: defineEndpoint({
    method: 'post',
    path: '/employer/company/unpublish',
    tag: 'employer',
    summary: 'Takes the company page off line (the owner only)',
    access: 'employer',
    response: employerCompanyProfileSchema,
    errors: [401, 403, 404, 419],
  }),
};
