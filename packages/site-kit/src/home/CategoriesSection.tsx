import { CategoryTile, type IconName } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { CardGrid } from './CardGrid';
import type { CategoryCount } from './contentTypes';
import { HomeSection } from './HomeSection';
import { jobSearchPath } from './jobSearchHref';

/** A picture for the main categories the api knows; any other gets the general briefcase. */
const categoryIcons: Readonly<Record<string, IconName>> = {
  it: 'globe',
  irodai: 'file',
  ertekesites: 'salary',
  marketing: 'share',
  'diak-gyakornok': 'user',
  startup: 'star',
  logisztika: 'location',
  gyartas: 'company',
};

/** The main categories with their open jobs, each opening the job list filtered by it. */
export function CategoriesSection({ categories }: { categories: readonly CategoryCount[] }) {
  const t = useMessages();
  const href = useLocalizedHref();
  if (categories.length === 0) return null;
  return (
    <HomeSection id="home-categories" heading={t('home.categoriesHeading')}>
      <CardGrid
        items={categories}
        itemKey={(category) => category.slug}
        render={(category) => (
          <CategoryTile
            name={category.name}
            jobCount={category.count}
            icon={categoryIcons[category.slug] ?? 'briefcase'}
            href={href(jobSearchPath({ category: category.slug }))}
            formatJobCount={(count) => t('home.categoryJobCount', { count })}
          />
        )}
      />
    </HomeSection>
  );
}
