import { formatCalendarDate, type VotingNominee, type VotingOverview } from '@allas/core';
import { Alert, Button, ButtonLink, Heading, Inline, Stack, Text } from '@allas/ui';
import { NotLoggedInNotice } from '../auth/NotLoggedInNotice';
import type { BlogPostCard } from '../home/contentTypes';
import { useMessages } from '../i18n/useMessages';
import { BlogCarousel } from './BlogCarousel';
import { NomineeCard, type VoteInput } from './NomineeCard';
import type { NomineePhotosProps } from './NomineePhotos';

export type VotingSummary = Pick<
  VotingOverview,
  | 'votingStartAt'
  | 'votingFinishAt'
  | 'weeklyVoteLimit'
  | 'voter'
  | 'state'
  | 'remainingWeeklyVotes'
>;

export interface VotingBoardProps {
  mode: 'rating' | 'box';
  locale: 'hu' | 'ro' | 'en';
  summary: VotingSummary;
  nominees: readonly VotingNominee[];
  /** Login and registration links that bring the guest back to this page. */
  loginHref: string;
  registrationHref: string;
  /** The other voting page (rating ↔ box). */
  otherPageHref: string;
  onVote: (vote: VoteInput) => Promise<string | null>;
  onSendConfirmation: () => void;
  onAcceptRules: () => void;
  /** Box vote only: finalises the round and draws the next. */
  onFinaliseRound?: () => void;
  /** A notice of the last action (a new round, the confirmation mail). */
  notice?: string | null;
  /** The published results' page and year, linked once a campaign's results are public. */
  results?: { href: string; year: number } | null;
  /** Rating page: the site's latest blog articles, in a carousel under the nominees. */
  posts?: readonly BlogPostCard[];
  /** Rating page: attaching and deleting workplace photos of a nominee. */
  onUploadPhoto?: (
    companyId: string,
    file: File,
    onProgress: (percent: number) => void,
  ) => Promise<string | null>;
  onDeletePhoto?: NomineePhotosProps['onDelete'];
}

const stateMessage = {
  unavailable: 'voting.unavailable',
  noVotesLeft: 'voting.noVotesLeft',
  allRated: 'voting.allRated',
} as const;

/**
 * The voting pages' body (page types szmd-voting and szmd-box-voting): the period, the week's
 * remaining votes (always shown), the state's message, what a guest, an employer, an unconfirmed
 * or a rules-pending account must do, and the nominees with their rating forms.
 */
export function VotingBoard(props: VotingBoardProps) {
  const t = useMessages();
  const { summary, mode } = props;
  const voterReady = summary.voter === 'ok';
  const canVote = voterReady && summary.state === 'canVote';
  const blocking = summary.state !== 'canVote' && summary.state in stateMessage;
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>
          {t(mode === 'box' ? 'voting.box.title' : 'voting.rating.title')}
        </Heading>
        <Text tone="muted">
          {t('voting.period', {
            start: formatCalendarDate(summary.votingStartAt, props.locale),
            finish: formatCalendarDate(summary.votingFinishAt, props.locale),
          })}
        </Text>
        <output aria-live="polite">
          <Text weight="semibold">
            {t('voting.remaining', {
              remaining: summary.remainingWeeklyVotes,
              limit: summary.weeklyVoteLimit,
            })}
          </Text>
        </output>
        <Inline space="small">
          <ButtonLink href={props.otherPageHref} variant="tertiary" size="small">
            {t(mode === 'box' ? 'voting.box.toRating' : 'voting.box.toBox')}
          </ButtonLink>
          {props.results ? (
            <ButtonLink href={props.results.href} variant="tertiary" size="small">
              {t('voting.results.link', { year: props.results.year })}
            </ButtonLink>
          ) : null}
        </Inline>
      </Stack>
      {props.notice ? <Alert tone="success">{props.notice}</Alert> : null}
      {blocking ? (
        <Alert tone="info">{t(stateMessage[summary.state as keyof typeof stateMessage])}</Alert>
      ) : null}
      {summary.voter === 'guest' ? (
        <NotLoggedInNotice loginHref={props.loginHref} registrationHref={props.registrationHref} />
      ) : null}
      {summary.voter === 'employer' ? (
        <Alert tone="warning">{t('voting.employerCannotVote')}</Alert>
      ) : null}
      {summary.voter === 'emailNotVerified' ? (
        <Alert
          tone="warning"
          action={
            <Button size="small" variant="secondary" onClick={props.onSendConfirmation}>
              {t('voting.voter.sendConfirmation')}
            </Button>
          }
        >
          {t('voting.emailNotVerified')}
        </Alert>
      ) : null}
      {summary.voter === 'rulesNotAccepted' ? (
        <Alert
          tone="warning"
          action={
            <Button size="small" onClick={props.onAcceptRules}>
              {t('voting.voter.acceptRules')}
            </Button>
          }
        >
          {t('voting.rulesNotAccepted')}
        </Alert>
      ) : null}
      <Stack space="medium">
        {props.nominees.map((nominee) => (
          <NomineeCard
            key={nominee.companyId}
            nominee={nominee}
            canVote={canVote}
            onVote={props.onVote}
            photos={
              props.onUploadPhoto
                ? {
                    canUpload: voterReady && summary.state !== 'unavailable',
                    onUpload: (file, onProgress) =>
                      props.onUploadPhoto?.(nominee.companyId, file, onProgress) ??
                      Promise.resolve(null),
                    onDelete: props.onDeletePhoto,
                  }
                : undefined
            }
          />
        ))}
      </Stack>
      {mode === 'box' && voterReady && props.onFinaliseRound && summary.state !== 'unavailable' ? (
        <div>
          <Button variant="secondary" onClick={props.onFinaliseRound}>
            {t('voting.box.finalise')}
          </Button>
        </div>
      ) : null}
      {props.posts ? <BlogCarousel posts={props.posts} /> : null}
    </Stack>
  );
}
