import { fileBodySchema } from './contractFields';
import { defineEndpoint } from './endpoint';
import {
  blogMediaParamsSchema,
  companyImageParamsSchema,
  companyMediaParamsSchema,
} from './mediaContract';

export const mediaEndpoints = {
  companyLogo: defineEndpoint({
    method: 'get',
    path: '/media/companies/:slug/logo.svg',
    tag: 'media',
    summary: 'A company logo (generated from its name)',
    access: 'public',
    params: companyMediaParamsSchema,
    response: fileBodySchema,
    raw: { contentType: 'image/svg+xml' },
    errors: [404],
  }),
  companyBanner: defineEndpoint({
    method: 'get',
    path: '/media/companies/:slug/banner.svg',
    tag: 'media',
    summary: 'A company banner (generated from its name)',
    access: 'public',
    params: companyMediaParamsSchema,
    response: fileBodySchema,
    raw: { contentType: 'image/svg+xml' },
    errors: [404],
  }),
  companyImage: defineEndpoint({
    method: 'get',
    path: '/media/companies/:slug/images/:image',
    tag: 'media',
    summary:
      "A company's uploaded logo or banner (re-encoded JPEG; the address changes with the picture)",
    access: 'public',
    params: companyImageParamsSchema,
    response: fileBodySchema,
    raw: { contentType: 'image/jpeg' },
    errors: [404],
  }),
  blogCover: defineEndpoint({
    method: 'get',
    path: '/media/blog/:key',
    tag: 'media',
    summary: 'A blog cover (generated)',
    access: 'public',
    params: blogMediaParamsSchema,
    response: fileBodySchema,
    raw: { contentType: 'image/svg+xml' },
    errors: [404],
  }),
};
