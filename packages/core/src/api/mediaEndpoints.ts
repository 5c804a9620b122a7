import { fileBodySchema } from './contractFields';
import { defineEndpoint } from './endpoint';
import { blogMediaParamsSchema, companyMediaParamsSchema } from './mediaContract';

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
