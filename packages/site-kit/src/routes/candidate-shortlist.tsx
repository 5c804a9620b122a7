import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { SHORTLIST_CANDIDATE_COUNT } from '../employer/employerConstants';
import { LandingHero } from '../employer/LandingHero';
import { regionCodeOf } from '../employer/pageRegion';
import { ShortlistOrder } from '../employer/ShortlistOrder';
import { useMessages } from '../i18n/useMessages';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';

export function loader(args: LoaderFunctionArgs) {
  return { region: regionCodeOf(args) };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'employer.shortlistPageTitle',
    description: 'employer.shortlistPageDescription',
  });
}

/** /candidate-shortlist: the landing and its order modal; the candidate guard runs first (spec §2). */
export default function CandidateShortlist() {
  const { region } = useLoaderData<typeof loader>();
  const t = useMessages();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <>
      <LandingHero
        heading={t('employer.shortlistHeading')}
        intro={t('employer.shortlistIntro', { count: SHORTLIST_CANDIDATE_COUNT })}
      />
      <ShortlistOrder region={region} signedIn={signedIn} />
    </>
  );
}
