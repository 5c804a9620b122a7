import { regions } from '@allas/core';
import type { MetaArgs } from 'react-router';
import { CompanyData } from '../employer/CompanyData';
import { ContactGroups, contactAddresses } from '../employer/ContactGroups';
import { LandingHero } from '../employer/LandingHero';
import { useMessages } from '../i18n/useMessages';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';

export function loader() {
  return null;
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'employer.contactTitle',
    description: 'employer.contactDescription',
  });
}

/** /contact-us: the six contact groups and the company data of both regions (spec §2). */
export default function ContactUs() {
  const t = useMessages();
  const region = regions[useRootData()?.regionCode ?? 'HU'];
  return (
    <>
      <LandingHero
        heading={t('employer.contactHeading')}
        intro={t('employer.contactDescription')}
      />
      <ContactGroups addresses={contactAddresses(region)} />
      <CompanyData companies={[regions.HU, regions.RO]} />
    </>
  );
}
