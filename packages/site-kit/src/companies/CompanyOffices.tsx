import { Alert, OfficeList, Stack } from '@allas/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../i18n/useMessages';
import { CompanySection } from './CompanySection';
import type { CompanyOfficeData } from './companyTypes';

const OfficeMap = lazy(() => import('./CompanyOfficeMap'));

/**
 * The company's offices with their written addresses, always; on a map beside them only when the
 * site has a Google Maps key (none by default), so nothing is loaded from Google without one, and
 * the map's code is fetched only then (the list shows while it loads).
 */
export function CompanyOffices({
  offices,
  mapsKey,
}: {
  offices: readonly CompanyOfficeData[];
  mapsKey: string | null;
}) {
  const t = useMessages();
  const { locale } = useIntl();
  const [mapFailed, setMapFailed] = useState(false);
  if (offices.length === 0) return null;
  const listed = offices.map((office, index) => ({
    id: String(index),
    name: office.headquarters
      ? `${office.name} – ${t('companies.page.headquarters')}`
      : office.name,
    address: office.address,
    position: office.coordinates ?? undefined,
  }));
  return (
    <CompanySection title={t('companies.page.offices')}>
      <Stack space="medium">
        {mapFailed ? <Alert tone="warning">{t('companies.page.mapFailed')}</Alert> : null}
        {mapsKey && !mapFailed ? (
          <Suspense fallback={<OfficeList offices={listed} label={t('companies.page.offices')} />}>
            <OfficeMap
              offices={listed}
              apiKey={mapsKey}
              language={locale}
              listLabel={t('companies.page.offices')}
              onLoadError={(error) => {
                console.error('Office map failed', error);
                setMapFailed(true);
              }}
            />
          </Suspense>
        ) : (
          <OfficeList offices={listed} label={t('companies.page.offices')} />
        )}
      </Stack>
    </CompanySection>
  );
}
