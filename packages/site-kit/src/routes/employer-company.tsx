import { Box, Container, Heading, Stack } from '@allas/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { browserApi } from '../api/browserApi';
import { browserUpload } from '../api/browserUpload';
import { loaderApi } from '../api/loaderApi';
import { type CompanyEditorActions, CompanyPageEditor } from '../employer/CompanyPageEditor';
import { useMessages } from '../i18n/useMessages';
import { apiRegionOf } from '../routing/requestContext';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { LoadFailed, loadForUser, userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const region = apiRegionOf(args);
  const api = loaderApi(args);
  const [profile, locations] = await Promise.all([
    loadForUser(api.get('/employer/company/profile')),
    api.get('/locations', { query: { region } }).catch(() => []),
  ]);
  return {
    profile,
    siteLanguage: region,
    locations: locations.map(({ slug, city }) => ({ slug, city })),
  };
}

export const meta = userMeta('companyEditor.title', 'companyEditor.description');

/** The editor's api calls, in the page's language (the api answers its messages in it). */
function editorActions(locale: string): CompanyEditorActions {
  return {
    save: (body) => browserApi.put('/employer/company/profile', { body, locale }),
    publish: () => browserApi.post('/employer/company/publish', { locale }),
    unpublish: () => browserApi.post('/employer/company/unpublish', { locale }),
    uploadImage: async (kind, file, onProgress) => {
      const body = new FormData();
      body.append('file', file);
      const path = kind === 'logo' ? '/employer/company/logo' : '/employer/company/banner';
      return (await browserUpload.post(path, { body, locale, onProgress })).url;
    },
    removeImage: async (kind) => {
      await browserApi.delete(
        kind === 'logo' ? '/employer/company/logo' : '/employer/company/banner',
        { locale },
      );
    },
  };
}

/** /employer/company (issue 12): the company page editor, for signed-in employers only. */
export default function EmployerCompanyPage() {
  const { profile, siteLanguage, locations } = useLoaderData<typeof loader>();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  const t = useMessages();
  if (profile.failed) {
    return (
      <Box paddingY="xlarge">
        <Container width="narrow">
          <Stack space="large">
            <Heading level={1}>{t('companyEditor.title')}</Heading>
            <LoadFailed />
          </Stack>
        </Container>
      </Box>
    );
  }
  return (
    <CompanyPageEditor
      profile={profile.data}
      siteLanguage={siteLanguage}
      locations={locations}
      companyHref={(slug) => href(`/company/${slug}`)}
      companiesHref={href('/companies')}
      actions={editorActions(locale)}
    />
  );
}
