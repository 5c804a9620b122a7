import { ButtonLink, CompanyCard, EmptyState, Stack, Text, useToast } from '@allas/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { failureText } from './failureText';
import type { FollowedCompany } from './types';
import { usePageLanguage } from './usePageLanguage';

/**
 * /followed-companies: the followed companies as company cards with their follow toggle; stopping
 * uses the api's toggle (POST /companies/:id/save-company-to-user) and drops the card once the api
 * says the company is no longer followed.
 */
export function FollowedCompaniesList({ companies }: { companies: readonly FollowedCompany[] }) {
  const t = useMessages();
  const { locale, href } = usePageLanguage();
  const { toast } = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const { data = [], mutate } = useSWR<readonly FollowedCompany[]>(
    ['/followed-companies', locale],
    () => browserApi<FollowedCompany[]>('/followed-companies', { locale }),
    { fallbackData: companies, revalidateOnMount: false, revalidateOnFocus: false },
  );

  const unfollow = async (company: FollowedCompany) => {
    setPending(company.id);
    try {
      const answer = await browserApi<{ followed: boolean }>(
        `/companies/${company.id}/save-company-to-user`,
        { method: 'POST', locale },
      );
      // The api toggles: if the follow was already gone elsewhere, this call followed again.
      if (answer.followed) {
        await browserApi(`/companies/${company.id}/save-company-to-user`, {
          method: 'POST',
          locale,
        });
      }
      await mutate(
        data.filter((followed) => followed.id !== company.id),
        { revalidate: false },
      );
      toast({ type: 'success', message: t('user.followed.removed') });
    } catch (error) {
      toast({ type: 'error', message: failureText(error, t('error.generic')) });
    } finally {
      setPending(null);
    }
  };

  if (data.length === 0) {
    return (
      <EmptyState
        title={t('user.followed.empty')}
        icon="company"
        action={
          isRegistered('companies') ? (
            <ButtonLink href={href('/companies')}>{t('user.findCompanies')}</ButtonLink>
          ) : undefined
        }
      >
        {t('user.followed.emptyHint')}
      </EmptyState>
    );
  }
  return (
    <Stack space="medium">
      <Text tone="muted">{t('user.followed.count', { count: data.length })}</Text>
      <Stack as="ul" space="medium">
        {data.map((company) => (
          <CompanyCard
            key={company.id}
            name={company.name}
            href={href(`/company/${company.slug}`)}
            logoSrc={company.logo ?? undefined}
            openJobCount={company.openJobCount}
            followerCount={company.followers}
            followState={pending === company.id ? 'pending' : 'followed'}
            onToggleFollow={(follow) => {
              if (!follow && pending === null) void unfollow(company);
            }}
            headingLevel={2}
          />
        ))}
      </Stack>
    </Stack>
  );
}
