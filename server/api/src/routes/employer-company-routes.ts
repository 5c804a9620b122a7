import { endpoints } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import {
  type CompanyImageKind,
  removeCompanyImage,
  uploadCompanyImage,
} from '../employers/company-images.ts';
import { loadCompanyProfile, saveCompanyProfile } from '../employers/company-profile.ts';
import { publishCompany, unpublishCompany } from '../employers/company-publication.ts';
import { companyMembershipOf, requireOwner } from '../employers/employer-membership.ts';
import { defineRoute } from '../http/route.ts';

/**
 * The company page editor (issue 12): the signed-in employer's own company, found by their
 * membership; owner and member edit it alike, only the owner takes it off line.
 */
export function employerCompanyRoutes(deps: AppDeps) {
  const membership = (userId: number) => companyMembershipOf(deps, userId);

  const imageRoutes = (kind: CompanyImageKind) => {
    const slot =
      kind === 'logo'
        ? {
            upload: endpoints.employerCompanyLogoUpload,
            remove: endpoints.employerCompanyLogoDelete,
          }
        : {
            upload: endpoints.employerCompanyBannerUpload,
            remove: endpoints.employerCompanyBannerDelete,
          };
    return [
      defineRoute(slot.upload, async ({ user, files }) => {
        const company = await membership(user.id);
        await deps.limiter.consume('uploads', [`user:${user.id}`]);
        return { url: await uploadCompanyImage(deps, company, kind, files.file) };
      }),
      defineRoute(slot.remove, async ({ user }) => {
        await removeCompanyImage(deps, await membership(user.id), kind);
        return { url: null };
      }),
    ];
  };

  return [
    defineRoute(endpoints.employerCompanyProfile, async ({ user }) =>
      loadCompanyProfile(deps, await membership(user.id)),
    ),
    defineRoute(endpoints.employerCompanyProfileSave, async ({ user, body }) => {
      const company = await membership(user.id);
      await saveCompanyProfile(deps, company, body);
      return loadCompanyProfile(deps, company);
    }),
    ...imageRoutes('logo'),
    ...imageRoutes('banner'),
    defineRoute(endpoints.employerCompanyPublish, async ({ user }) => {
      const company = await membership(user.id);
      await publishCompany(deps, company);
      return loadCompanyProfile(deps, company);
    }),
    defineRoute(endpoints.employerCompanyUnpublish, async ({ user }) => {
      const company = await membership(user.id);
      requireOwner(company);
      await unpublishCompany(deps, company);
      return loadCompanyProfile(deps, company);
    }),
  ];
}
