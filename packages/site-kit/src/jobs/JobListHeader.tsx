import {
  type Banner as BannerData,
  defaultJobSearchFilters,
  jobSearchFiltersToQuery,
} from '@allas/core';
import { Banner, Heading, Inline, Link, Stack, TagPill, Text } from '@allas/ui';
import { useId } from 'react';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';

export interface JobListHeaderProps {
  title: string;
  /** Open jobs on the list; null when the api could not say. */
  total: number | null;
  /** A company's banner for the list; none, no banner. */
  banner: BannerData | null;
  /** Skills shown as pills, each a search for it. */
  tags: readonly string[];
  localize: (path: string) => string;
}

/** A landing list's head: its title, how many jobs it has, a company banner and tag pills. */
export function JobListHeader({ title, total, banner, tags, localize }: JobListHeaderProps) {
  const t = useMessages();
  const tagsId = useId();
  const bannerSrc = mediaSrc(banner?.imageUrl);
  const searchFor = (text: string) => {
    const query = jobSearchFiltersToQuery({ ...defaultJobSearchFilters, text });
    return localize(`/jobs${query ? `?${query}` : ''}`);
  };
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{title}</Heading>
        {total === null ? null : (
          <Text tone="muted">{t('jobs.list.description', { count: total })}</Text>
        )}
        <Text>
          <Link href={localize('/jobs')}>{t('jobs.allJobs')}</Link>
        </Text>
      </Stack>
      {banner?.linkUrl && bannerSrc ? (
        <Banner src={bannerSrc} alt={banner.alt} href={banner.linkUrl} placement="leaderboard" />
      ) : null}
      {tags.length > 0 ? (
        <Stack space="small">
          <Heading level={2} size={4} id={tagsId}>
            {t('jobs.tagsHeading')}
          </Heading>
          <Inline as="ul" space="small" aria-labelledby={tagsId}>
            {tags.map((tag) => (
              <TagPill key={tag} label={tag} href={searchFor(tag)} tone="brand" />
            ))}
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}
