import type { VotingNominee } from '@allas/core';
import { Alert, Box, Button, Heading, RadioGroup, Stack, Text } from '@allas/ui';
import { type FormEvent, useState } from 'react';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';
import { NomineePhotos, type NomineePhotosProps } from './NomineePhotos';

export interface VoteInput {
  companyId: string;
  rating: number;
  wouldWorkThere: boolean;
}

export interface NomineeCardProps {
  nominee: VotingNominee;
  /** Whether the voter may vote at all now (signed in, confirmed, rules accepted, votes left). */
  canVote: boolean;
  /** Sends the vote; resolves with an error text to show, or null when it was saved. */
  onVote: (vote: VoteInput) => Promise<string | null>;
  /** The rating page's workplace photos: whether the voter may attach some now, and how. */
  photos?: Pick<NomineePhotosProps, 'canUpload' | 'onUpload' | 'onDelete'>;
}

/**
 * One nominee: its banner and name, its size category, and the rating form (a workplace rating
 * of 1–5 stars and whether the voter would work there). A nominee rated this week says so.
 */
export function NomineeCard({ nominee, canVote, onVote, photos }: NomineeCardProps) {
  const t = useMessages();
  const [rating, setRating] = useState('');
  const [wouldWork, setWouldWork] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = canVote && nominee.state === 'canVote';
  const headingId = `nominee-${nominee.companyId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating || !wouldWork) {
      setProblem(t('voting.form.incomplete'));
      return;
    }
    setSending(true);
    setProblem(null);
    const failure = await onVote({
      companyId: nominee.companyId,
      rating: Number(rating),
      wouldWorkThere: wouldWork === 'yes',
    });
    setSending(false);
    setProblem(failure);
  };

  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      background="raised"
      borderRadius="large"
      boxShadow="small"
      padding="medium"
    >
      <Stack space="medium">
        {nominee.bannerUrl ? (
          <img
            src={mediaSrc(nominee.bannerUrl)}
            alt=""
            width={640}
            height={160}
            style={{ width: '100%', height: 'auto', borderRadius: 8 }}
          />
        ) : null}
        <Stack space="xsmall">
          <Heading level={2} size={3} id={headingId}>
            {nominee.name}
          </Heading>
          <Text tone="muted">{t(`voting.size.${nominee.sizeCategory}`)}</Text>
        </Stack>
        {nominee.state === 'alreadyVoted' ? (
          <Alert tone="success">{t('voting.alreadyVoted')}</Alert>
        ) : null}
        {open ? (
          <form onSubmit={submit} noValidate>
            <Stack space="medium">
              <RadioGroup
                label={t('voting.form.rating', { company: nominee.name })}
                value={rating}
                onChange={setRating}
                options={[1, 2, 3, 4, 5].map((count) => ({
                  value: String(count),
                  label: t('voting.form.star', { count }),
                }))}
              />
              <RadioGroup
                label={t('voting.form.wouldWork', { company: nominee.name })}
                value={wouldWork}
                onChange={setWouldWork}
                options={[
                  { value: 'yes', label: t('voting.form.yes') },
                  { value: 'no', label: t('voting.form.no') },
                ]}
              />
              {problem ? <Alert tone="error">{problem}</Alert> : null}
              <div>
                <Button type="submit" loading={sending}>
                  {t('voting.form.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
        {photos ? (
          <NomineePhotos company={nominee.name} photos={nominee.photos} {...photos} />
        ) : null}
      </Stack>
    </Box>
  );
}
