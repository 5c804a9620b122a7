import type { VotingBox, VotingOverview } from '@allas/core';
import { Box, Container } from '@allas/ui';
import { useEffect, useRef, useState } from 'react';
import {
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useLocation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { ApiError } from '../api/apiClient';
import { BrowserApiError, browserApi } from '../api/browserApi';
import { browserUpload } from '../api/browserUpload';
import { loaderApi } from '../api/loaderApi';
import { withRedirect } from '../auth/returnPath';
import type { BlogPostCard } from '../home/contentTypes';
import { useMessages } from '../i18n/useMessages';
import { apiRegionOf } from '../routing/requestContext';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';
import type { VoteInput } from './NomineeCard';
import { VotingBoard } from './VotingBoard';

export interface VotingPageData {
  region: 'hu' | 'ro';
  overview: VotingOverview | null;
  /** Box vote: the open round (signed-in voters only). */
  box: VotingBox | null;
  /** Rating page: the site's latest blog articles for the carousel (none when the blog failed). */
  posts: BlogPostCard[];
}

/** How many of the latest articles the rating page's carousel shows. */
const CAROUSEL_POSTS = 6;

/** Loads the campaign and the caller's state; the box page also the open round. */
export async function votingLoader(args: LoaderFunctionArgs, mode: 'rating' | 'box') {
  const api = loaderApi(args);
  const region = apiRegionOf(args);
  // A garnish: a failed blog look-up leaves the carousel out, never the voting.
  const posts =
    mode === 'rating'
      ? api
          .get('/blog', { query: { perPage: CAROUSEL_POSTS } })
          .then((answer) => answer.items)
          .catch(() => [])
      : Promise.resolve([]);
  try {
    const overview = await api.get('/voting/:region', { params: { region } });
    const box =
      mode === 'box' && overview.voter !== 'guest' && overview.voter !== 'employer'
        ? await api.get('/voting/:region/box', { params: { region } })
        : null;
    return { region, overview, box, posts: await posts } satisfies VotingPageData;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { region, overview: null, box: null, posts: [] } satisfies VotingPageData;
    }
    throw error;
  }
}

export const votingMeta =
  (mode: 'rating' | 'box') =>
  ({ matches }: MetaArgs) =>
    pageMeta(rootDataOf(matches), {
      title: mode === 'box' ? 'voting.box.title' : 'voting.rating.title',
      description: mode === 'box' ? 'voting.box.description' : 'voting.rating.description',
    });

const failureText = (error: unknown, fallback: string) =>
  error instanceof BrowserApiError ? error.message : fallback;

/** /szmd/rating and /szmd/box-rating: the voting board wired to the api. */
export function VotingPage({ mode }: { mode: 'rating' | 'box' }) {
  const data = useLoaderData() as VotingPageData;
  const root = useRootData();
  const locale = root?.locale ?? 'hu';
  const t = useMessages();
  const href = useLocalizedHref();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const here = `${location.pathname}`;

  // The confirmation mail's link lands here with ?confirmEmail=: confirm once, drop the token.
  const token = params.get('confirmEmail');
  const confirmed = useRef<string | null>(null);
  useEffect(() => {
    // Once per token: the link is spent by its first use.
    if (!token || confirmed.current === token) return;
    confirmed.current = token;
    setParams({}, { replace: true });
    browserApi
      .post('/voting/email-confirmation/confirm', { body: { token }, locale })
      .then((answer) => setNotice(answer.message))
      .catch((error: unknown) => setNotice(failureText(error, t('voting.failed'))))
      .finally(() => void revalidator.revalidate());
  }, [token, locale, setParams, revalidator, t]);

  if (!data.overview) return null;
  const region = data.region;
  const nominees = mode === 'box' ? (data.box?.nominees ?? []) : data.overview.nominees;
  const summary = {
    ...data.overview,
    ...(data.box
      ? { state: data.box.state, remainingWeeklyVotes: data.box.remainingWeeklyVotes }
      : {}),
  };

  const onVote = async (vote: VoteInput) => {
    try {
      const answer = await browserApi.post('/voting/:region/votes', {
        params: { region },
        body: vote,
        locale,
      });
      setNotice(answer.message);
      await revalidator.revalidate();
      return null;
    } catch (error) {
      await revalidator.revalidate();
      return failureText(error, t('voting.failed'));
    }
  };

  const onUploadPhoto = async (
    companyId: string,
    file: File,
    onProgress: (percent: number) => void,
  ) => {
    const form = new FormData();
    form.append('file', file);
    try {
      await browserUpload.post('/voting/:region/nominees/:companyId/photos', {
        params: { region, companyId },
        body: form,
        locale,
        onProgress,
      });
      setNotice(t('voting.photos.uploaded'));
      await revalidator.revalidate();
      return null;
    } catch (error) {
      // A refused file says why on its field (type, size, not an image).
      if (error instanceof BrowserApiError && error.fields.file) return error.fields.file;
      return failureText(error, t('voting.failed'));
    }
  };

  const onDeletePhoto = async (photoId: string) => {
    try {
      const answer = await browserApi.delete('/voting/:region/photos/:photoId', {
        params: { region, photoId },
        locale,
      });
      setNotice(answer.message);
      await revalidator.revalidate();
      return null;
    } catch (error) {
      return failureText(error, t('voting.failed'));
    }
  };

  const resultsYear = data.overview.resultsYear;
  return (
    <Box paddingY="xlarge">
      <Container>
        <VotingBoard
          mode={mode}
          locale={locale}
          summary={summary}
          nominees={nominees}
          notice={notice}
          results={resultsYear === null ? null : { href: href('/szmd/results'), year: resultsYear }}
          posts={mode === 'rating' ? data.posts : undefined}
          onUploadPhoto={mode === 'rating' ? onUploadPhoto : undefined}
          onDeletePhoto={mode === 'rating' ? onDeletePhoto : undefined}
          loginHref={withRedirect(href('/login'), here)}
          registrationHref={withRedirect(href('/registration'), here)}
          otherPageHref={href(mode === 'box' ? '/szmd/rating' : '/szmd/box-rating')}
          onVote={onVote}
          onSendConfirmation={() => {
            browserApi
              .post('/voting/email-confirmation', { locale })
              .then((answer) => setNotice(answer.message))
              .catch((error: unknown) => setNotice(failureText(error, t('voting.failed'))));
          }}
          onAcceptRules={() => {
            browserApi
              .put('/accept-legal-docs', { body: { locale, region }, locale })
              .then(() => revalidator.revalidate())
              .catch((error: unknown) => setNotice(failureText(error, t('voting.failed'))));
          }}
          onFinaliseRound={
            mode === 'box'
              ? () => {
                  browserApi
                    .post('/voting/:region/box/finalise', { params: { region }, locale })
                    .then(async () => {
                      setNotice(t('voting.box.nextRound'));
                      await revalidator.revalidate();
                    })
                    .catch((error: unknown) => setNotice(failureText(error, t('voting.failed'))));
                }
              : undefined
          }
        />
      </Container>
    </Box>
  );
}
