import { ValueBoxes } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { CompanySection } from './CompanySection';
import type { CompanyDetail } from './companyTypes';

/** What the company stands for, as value boxes; left out when it has named none. */
export function CompanyValues({ values }: Pick<CompanyDetail, 'values'>) {
  const t = useMessages();
  if (values.length === 0) return null;
  return (
    <CompanySection title={t('companies.page.values')}>
      <ValueBoxes
        values={values.map((v) => ({ title: v.title, text: v.description }))}
        headingLevel={3}
      />
    </CompanySection>
  );
}
