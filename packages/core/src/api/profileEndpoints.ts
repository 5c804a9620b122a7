import { MAX_CV_BYTES, MAX_PHOTO_BYTES } from '../validation/fileSchemas';
import { deletedResponseSchema, fileBodySchema } from './contractFields';
import { defineEndpoint } from './endpoint';
import {
  accountDeletionBodySchema,
  linkedInBodySchema,
  notificationSwitchesBodySchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  profileExportSchema,
  profileSchema,
  profileUpdateBodySchema,
} from './profileContract';

const CV_LABEL = 'CV (PDF, at most 3 MB, without active content)';
const PHOTO_LABEL =
  'photo (JPEG, PNG or WebP, at most 2 MB; stored re-encoded as a JPEG without metadata)';

/** The three endpoints of a file slot of the profile (the CV, the photo). */
const fileSlot = <const K extends 'cv' | 'photo'>(
  kind: K,
  label: string,
  limit: number,
  contentType: string,
) => ({
  upload: defineEndpoint({
    method: 'post',
    path: `/profile/${kind}`,
    tag: 'profile',
    summary: `Uploads or replaces the ${label}; the type is checked by the bytes`,
    access: 'candidate',
    multipart: { fileLimits: { file: limit }, totalLimit: limit + 64 * 1024 },
    response: profileSchema,
    errors: [401, 403, 413, 415, 419, 422, 429],
  }),
  download: defineEndpoint({
    method: 'get',
    path: `/profile/${kind}`,
    tag: 'profile',
    summary: `Downloads the own ${kind} (only its owner can)`,
    access: 'candidate',
    response: fileBodySchema,
    raw: { contentType },
    errors: [401, 403, 404],
  }),
  remove: defineEndpoint({
    method: 'delete',
    path: `/profile/${kind}`,
    tag: 'profile',
    summary: `Deletes the own ${kind}`,
    access: 'candidate',
    response: profileSchema,
    errors: [401, 403, 419],
  }),
});

const cv = fileSlot('cv', CV_LABEL, MAX_CV_BYTES, 'application/pdf');
const photo = fileSlot('photo', PHOTO_LABEL, MAX_PHOTO_BYTES, 'image/*');

/** The signed-in user's own account: profile, password, switches, export, deletion, files. */
export const profileEndpoints = {
  profile: defineEndpoint({
    method: 'get',
    path: '/profile',
    tag: 'profile',
    summary: 'The signed-in user (spec §7: GET /profile?locale=)',
    access: 'user',
    response: profileSchema,
    errors: [401],
  }),
  profileUpdate: defineEndpoint({
    method: 'patch',
    path: '/profile',
    tag: 'profile',
    summary:
      'Updates the account fields (names, phone, residence, levels, categories, newsletters, language)',
    access: 'candidate',
    body: profileUpdateBodySchema,
    response: profileSchema,
    errors: [401, 403, 419],
  }),
  passwordChange: defineEndpoint({
    method: 'put',
    path: '/profile/password',
    tag: 'profile',
    summary: 'Changes the password (the current one is required); other sessions end',
    access: 'user',
    body: passwordChangeBodySchema,
    response: passwordChangeResponseSchema,
    errors: [401, 419],
  }),
  linkedInChange: defineEndpoint({
    method: 'put',
    path: '/profile/linkedin',
    tag: 'profile',
    summary: 'Sets or clears (null) the LinkedIn profile URL',
    access: 'candidate',
    body: linkedInBodySchema,
    response: profileSchema,
    errors: [401, 403, 419],
  }),
  notificationsChange: defineEndpoint({
    method: 'put',
    path: '/profile/notifications',
    tag: 'profile',
    summary: 'Sets the notification switches',
    access: 'candidate',
    body: notificationSwitchesBodySchema,
    response: profileSchema,
    errors: [401, 403, 419],
  }),
  profileExport: defineEndpoint({
    method: 'get',
    path: '/profile/export',
    tag: 'profile',
    summary: 'Every personal datum of the account as JSON (GDPR export)',
    access: 'candidate',
    response: profileExportSchema,
    errors: [401, 403],
  }),
  profileDelete: defineEndpoint({
    method: 'delete',
    path: '/profile',
    tag: 'profile',
    summary: 'Deletes the account with everything it owns; the request repeats the account email',
    access: 'candidate',
    body: accountDeletionBodySchema,
    response: deletedResponseSchema,
    errors: [401, 403, 419],
  }),
  cvUpload: cv.upload,
  cvDownload: cv.download,
  cvDelete: cv.remove,
  photoUpload: photo.upload,
  photoDownload: photo.download,
  photoDelete: photo.remove,
};
