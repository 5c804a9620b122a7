import { toRegionKey } from '@allas/core';
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { mediaSrc } from '../api/mediaSrc';
import { EmployerLeadForm } from '../employer/EmployerLeadForm';
import { SHORTLIST_CANDIDATE_COUNT } from '../employer/employerConstants';
import { FormSection } from '../employer/FormSection';
import { LandingHero } from '../employer/LandingHero';
import { type Partner, PartnerLogos } from '../employer/PartnerLogos';
import { regionCodeOf } from '../employer/pageRegion';
import { useMessages } from '../i18n/useMessages';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';

export async function loader(args: LoaderFunctionArgs) {
  const region = regionCodeOf(args);
  let partners: Partner[] = [];
  try {
    const page = await loaderApi(args).get('/companies', {
      query: { region: toRegionKey(region), perPage: 8 },
    });
    partners = page.items.map(({ slug, name, logo }) => ({
      slug,
      name,
      logo: mediaSrc(logo) ?? null,
    }));
  } catch {
    // The logos are decoration for the quote form; without the api the form still works.
  }
  return { region, partners };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'employer.premiumTitle',
    description: 'employer.premiumDescription',
  });
}

/** /premium-toborzas: premium recruitment landing, the quote form and partner logos (spec §2). */
export default function PremiumToborzas() {
  const { region, partners } = useLoaderData<typeof loader>();
  const t = useMessages();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <>
      <LandingHero
        heading={t('employer.premiumHeading')}
        intro={t('employer.premiumIntro', { count: SHORTLIST_CANDIDATE_COUNT })}
        actions={[{ label: t('employer.requestQuote'), href: '#quote' }]}
      />
      <FormSection id="quote" heading={t('employer.quoteHeading')} intro={t('employer.quoteIntro')}>
        <EmployerLeadForm kind="premium-recruitment" region={region} signedIn={signedIn} />
      </FormSection>
      <PartnerLogos partners={partners} />
    </>
  );
}
