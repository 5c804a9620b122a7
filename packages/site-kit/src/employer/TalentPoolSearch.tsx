import { jobLevels, MAX_TALENT_MESSAGE_LENGTH, type Talent, type TalentList } from '@allas/core';
import {
  Alert,
  Box,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Heading,
  Inline,
  Link,
  Pagination,
  Select,
  Stack,
  TagPill,
  Text,
  TextArea,
  TextField,
} from '@allas/ui';
import { useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { failureText } from '../user/failureText';
import { FilterForm } from './FilterForm';

/** The search as the page's address carries it (empty: any). */
export interface TalentFilters {
  category: string;
  level: string;
  q: string;
}

/** The search's names, as the page's address and the form carry them. */
export const talentFilterNames = ['category', 'level', 'q'] as const;

export const noTalentFilters: TalentFilters = { category: '', level: '', q: '' };

export interface TalentPoolSearchProps {
  /** A page of the pool; null when it could not be read. */
  list: TalentList | null;
  /** The api refused the search for want of an active package (its message, in the page's language). */
  packageRequired?: string;
  /** Where the packages are shown. */
  packagesHref?: string;
  categories: readonly { slug: string; name: string }[];
  filters: TalentFilters;
  action: string;
  pageHref: (page: number) => string;
  onFilter?: (filters: TalentFilters) => void;
  /** Sends a contact request; answers the job seeker as the company sees them now. */
  onAsk: (id: number, message: string) => Promise<Talent>;
  onDownloadCv: (id: number) => Promise<void>;
}

/** One job seeker: what they share, the company's request, and the contact once accepted. */
function TalentCard({
  talent: initial,
  onAsk,
  onDownloadCv,
}: {
  talent: Talent;
  onAsk: TalentPoolSearchProps['onAsk'];
  onDownloadCv: TalentPoolSearchProps['onDownloadCv'];
}) {
  const t = useMessages();
  const [talent, setTalent] = useState(initial);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const name = talent.contact ? `${talent.contact.lastName} ${talent.firstName}` : talent.firstName;

  const send = async () => {
    setBusy(true);
    setNotice(null);
    try {
      setTalent(await onAsk(talent.id, message));
      setAsking(false);
      setNotice({ tone: 'success', text: t('talentPool.search.sent', { name: talent.firstName }) });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: `${t('talentPool.search.sendFailed')}: ${failureText(error, t('error.generic'))}`,
      });
    } finally {
      setBusy(false);
    }
  };

  const status = talent.request?.status;
  return (
    <Box as="article" background="raised" borderRadius="large" boxShadow="small" padding="medium">
      <Stack space="small">
        <Inline space="small" align="spaceBetween" alignY="center">
          <Heading level={2} size={4}>
            {name}
          </Heading>
          {status ? (
            <TagPill
              tone={status === 'accepted' ? 'success' : 'neutral'}
              label={t(`talentPool.search.${status}`)}
            />
          ) : null}
        </Inline>
        <Text>{talent.city}</Text>
        <Inline space="small">
          {[...talent.categories, ...talent.levels.map((l) => t(`talentPool.level.${l}`))].map(
            (label) => (
              <TagPill key={label} tone="neutral" label={label} />
            ),
          )}
        </Inline>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {talent.contact ? (
          <Stack space="xsmall">
            <Link href={`mailto:${talent.contact.email}`}>{talent.contact.email}</Link>
            <Link href={`tel:${talent.contact.phone}`}>{talent.contact.phone}</Link>
            {talent.contact.linkedInUrl ? (
              <Link href={talent.contact.linkedInUrl} external>
                {talent.contact.linkedInUrl}
              </Link>
            ) : null}
            {talent.contact.hasCv ? (
              <Inline space="small">
                <Button
                  variant="secondary"
                  size="small"
                  leadingIcon="download"
                  onClick={() => void onDownloadCv(talent.id)}
                >
                  {t('talentPool.search.cv')}
                </Button>
              </Inline>
            ) : null}
          </Stack>
        ) : null}
        {status === undefined && !asking ? (
          <Inline space="small">
            <Button variant="primary" size="small" onClick={() => setAsking(true)}>
              {t('talentPool.search.ask')}
            </Button>
          </Inline>
        ) : null}
        {asking ? (
          <Stack space="small">
            <TextArea
              label={t('talentPool.search.message', { name: talent.firstName })}
              hint={t('talentPool.search.messageHint')}
              required
              value={message}
              maxLength={MAX_TALENT_MESSAGE_LENGTH}
              onChange={(event) => setMessage(event.target.value)}
            />
            <Inline space="small">
              <Button
                variant="primary"
                size="small"
                loading={busy}
                disabled={message.trim() === ''}
                onClick={() => void send()}
              >
                {t('talentPool.search.send')}
              </Button>
              <Button variant="secondary" size="small" onClick={() => setAsking(false)}>
                {t('talentPool.search.cancel')}
              </Button>
            </Inline>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * /employer/talent-pool (issue 12): the job seekers who want to be found, by field, level and
 * words; a contact request with a message; contact details and the CV once accepted.
 */
export function TalentPoolSearch({
  list,
  packageRequired,
  packagesHref,
  categories,
  filters,
  action,
  pageHref,
  onFilter,
  onAsk,
  onDownloadCv,
}: TalentPoolSearchProps) {
  const t = useMessages();
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container width="narrow">
        <Stack space="large">
          <Stack space="small">
            <Heading level={1}>{t('talentPool.search.title')}</Heading>
            <Text tone="muted">{t('talentPool.search.description')}</Text>
          </Stack>
          {packageRequired ? (
            <Alert
              tone="info"
              title={t('talentPool.search.packageTitle')}
              action={
                packagesHref ? (
                  <ButtonLink href={packagesHref} size="small">
                    {t('talentPool.search.packages')}
                  </ButtonLink>
                ) : undefined
              }
            >
              {packageRequired}
            </Alert>
          ) : list === null ? (
            <Alert tone="error">{t('talentPool.search.loadFailed')}</Alert>
          ) : (
            <>
              <FilterForm
                label={t('talentPool.search.form')}
                action={action}
                names={talentFilterNames}
                submitLabel={t('talentPool.search.submit')}
                onFilter={onFilter}
              >
                <Select
                  name="category"
                  label={t('talentPool.search.category')}
                  defaultValue={filters.category}
                  options={[
                    { value: '', label: t('talentPool.search.anyCategory') },
                    ...categories.map((c) => ({ value: c.slug, label: c.name })),
                  ]}
                />
                <Select
                  name="level"
                  label={t('talentPool.search.level')}
                  defaultValue={filters.level}
                  options={[
                    { value: '', label: t('talentPool.search.anyLevel') },
                    ...jobLevels.map((level) => ({
                      value: level,
                      label: t(`talentPool.level.${level}`),
                    })),
                  ]}
                />
                <TextField name="q" label={t('talentPool.search.words')} defaultValue={filters.q} />
              </FilterForm>
              <Text weight="semibold">{t('talentPool.search.count', { count: list.total })}</Text>
              {list.items.length === 0 ? (
                <EmptyState icon="search" title={t('talentPool.search.empty')} />
              ) : (
                <Stack as="ul" space="medium">
                  {list.items.map((talent) => (
                    <TalentCard
                      key={talent.id}
                      talent={talent}
                      onAsk={onAsk}
                      onDownloadCv={onDownloadCv}
                    />
                  ))}
                </Stack>
              )}
              {pageCount > 1 ? (
                <Pagination
                  page={list.page}
                  pageCount={pageCount}
                  hrefForPage={pageHref}
                  label={t('talentPool.search.pages')}
                />
              ) : null}
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
