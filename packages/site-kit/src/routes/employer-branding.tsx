import { Box, Container, Heading, Stack, Text } from '@allas/ui';
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { AdPackageCards } from '../employer/AdPackageCards';
import { EmployerOffers } from '../employer/EmployerOffers';
import { LandingHero } from '../employer/LandingHero';
import { WorkshopClaims } from '../employer/WorkshopClaims';
import { useMessages } from '../i18n/useMessages';
import { apiRegionOf } from '../routing/requestContext';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export async function loader(args: LoaderFunctionArgs) {
  // The packages with their prices in the site's currency; without them the page still stands.
  const packages = await loaderApi(args)
    .get('/ad-packages', { query: { region: apiRegionOf(args) } })
    .then((answer) => answer.items)
    .catch(() => []);
  return {
    packages,
    registration: isRegistered('employer-registration'),
    shortlist: isRegistered('candidate-shortlist'),
    premium: isRegistered('premium-toborzas'),
    contact: isRegistered('contact-us'),
    workshop: isRegistered('workshop'),
  };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'employer.brandingTitle',
    description: 'employer.brandingDescription',
  });
}

/** /employer-branding: what allas offers employers (spec §1), linking to the pages that sell it. */
export default function EmployerBranding() {
  const reachable = useLoaderData<typeof loader>();
  const t = useMessages();
  const href = useLocalizedHref();
  return (
    <>
      <LandingHero
        heading={t('employer.brandingHeading')}
        intro={t('employer.brandingIntro')}
        actions={[
          ...(reachable.premium
            ? [{ label: t('employer.requestQuote'), href: href('/premium-toborzas') }]
            : []),
          ...(reachable.contact
            ? [{ label: t('employer.contactUs'), href: href('/contact-us') }]
            : []),
        ]}
      />
      <EmployerOffers
        shortlistHref={reachable.shortlist ? href('/candidate-shortlist') : undefined}
      />
      {reachable.packages.length > 0 ? (
        <Box paddingY={{ mobile: 'large', desktop: 'xlarge' }}>
          <Container>
            <Stack space="medium">
              <Heading level={2}>{t('adOrders.packagesTitle')}</Heading>
              <Text>{t('adOrders.packagesIntro')}</Text>
              <AdPackageCards
                packages={reachable.packages}
                registerHref={reachable.registration ? href('/employer/registration') : undefined}
              />
            </Stack>
          </Container>
        </Box>
      ) : null}
      <WorkshopClaims
        heading={t('employer.workshopHeading')}
        intro={t('employer.workshopIntro')}
        action={
          reachable.workshop
            ? { label: t('employer.workshopLink'), href: href('/workshop') }
            : undefined
        }
      />
    </>
  );
}
