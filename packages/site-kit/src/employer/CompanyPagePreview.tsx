import { industries, type Locale } from '@allas/core';
import { Stack } from '@allas/ui';
import { CompanyHeader } from '../companies/CompanyHeader';
import { CompanyOffices } from '../companies/CompanyOffices';
import { CompanyStory } from '../companies/CompanyStory';
import { CompanyValues } from '../companies/CompanyValues';
import { usePageLanguage } from '../routing/usePageLanguage';
import { type CompanyPageDraft, textIn } from './companyPageDraft';

export interface CompanyPagePreviewProps {
  draft: CompanyPageDraft;
  logo: string | null;
  banner: string | null;
  /** The site's own language, which a text not written in the page's language falls back to. */
  siteLanguage: Locale;
  /** City names by location slug (the api's locations). */
  cityOf: (location: string) => string;
  companiesHref: string;
}

/**
 * The company page as it will look, built from the public page's own components over the
 * editor's unsaved state: a new company has no followers and no open jobs yet.
 */
export function CompanyPagePreview({
  draft,
  logo,
  banner,
  siteLanguage,
  cityOf,
  companiesHref,
}: CompanyPagePreviewProps) {
  const locale = usePageLanguage();
  const text = (texts: CompanyPageDraft['about']) => textIn(texts, locale, siteLanguage);
  const industryName =
    industries.find((industry) => industry.key === draft.industry)?.label[locale] ?? '';
  return (
    <Stack space="xlarge">
      <CompanyHeader
        company={{
          id: 'preview',
          name: draft.name,
          logo,
          banner,
          industryName,
          size: draft.size,
          followers: 0,
          followed: false,
          openJobCount: 0,
          website: draft.website.trim() || null,
        }}
        companiesHref={companiesHref}
        follow={{ state: 'notFollowed', followers: 0 }}
        onToggleFollow={() => undefined}
      />
      <CompanyStory
        about={text(draft.about)}
        life={text(draft.life)}
        mission={text(draft.mission)}
      />
      <CompanyValues
        values={draft.values.flatMap((value) => {
          const title = text(value.title);
          return title ? [{ title, description: text(value.text) ?? '' }] : [];
        })}
      />
      <CompanyOffices
        offices={draft.offices
          .filter((office) => office.location !== '' || office.address.trim() !== '')
          .map((office) => ({
            name: office.location ? cityOf(office.location) : '',
            address: office.address,
            headquarters: office.headquarters,
            coordinates: office.coordinates,
          }))}
        mapsKey={null}
      />
    </Stack>
  );
}
