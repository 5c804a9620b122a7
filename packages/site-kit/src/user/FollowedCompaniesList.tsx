import type { CompanySummary } from '@allas/core';
import { CompanyCard } from '@allas/ui';
import { browserApi } from '../api/browserApi';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { RemovableCardList } from './RemovableCardList';

/** The api's follow toggle (POST /companies/:id/save-company-to-user); it answers the new state. */
async function toggleFollow(company: CompanySummary, locale: string): Promise<boolean> {
  const answer = await browserApi.post('/companies/:id/save-company-to-user', {
    params: { id: company.id },
    locale,
  });
  return answer.followed;
}

/**
 * /followed-companies: the followed companies as company cards with their follow toggle; stopping
 * uses the api's toggle and drops the card once the api says the company is no longer followed.
 */
export function FollowedCompaniesList({ companies }: { companies: readonly CompanySummary[] }) {
  const href = useLocalizedHref();
  const t = useMessages();
  return (
    <RemovableCardList
      listKey="/followed-companies"
      load={(locale) => browserApi.get('/followed-companies', { locale })}
      initial={companies}
      remove={async (company, locale) => {
        // The api toggles: if the follow was already gone elsewhere, this call followed again.
        if (await toggleFollow(company, locale)) await toggleFollow(company, locale);
      }}
      messages="user.followed"
      removedMessage={(company) => t('companies.page.unfollowed', { company: company.name })}
      emptyIcon="company"
      emptyAction={{ route: 'companies', path: '/companies', label: 'user.findCompanies' }}
      renderCard={(company, { pending, remove }) => (
        <CompanyCard
          key={company.id}
          name={company.name}
          href={href(`/company/${company.slug}`)}
          logoSrc={mediaSrc(company.logo)}
          openJobCount={company.openJobCount}
          followerCount={company.followers}
          followState={pending ? 'pending' : 'followed'}
          onToggleFollow={(follow) => {
            if (!follow) remove();
          }}
          headingLevel={2}
        />
      )}
    />
  );
}
