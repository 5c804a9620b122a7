import { CategoryTile, type IconName } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import type { CategoryLink } from './blueCollarCategories';
import { CardGrid } from './CardGrid';
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
  sofor: 'arrowRight',
  operator: 'team',
  karbantartas: 'check',
};

/** The job list filtered by a field, or by a subcategory within its field. */
function categoryPath(category: CategoryLink): string {
  return category.parentSlug === undefined
    ? jobSearchPath({ category: category.slug })
    : jobSearchPath({ category: category.parentSlug, subcategories: [category.slug] });
}

/** Each kind of category band: its section id (unique on the page) and heading. */
const kinds = {
  main: { id: 'home-categories', heading: 'home.categoriesHeading' },
  blueCollar: { id: 'home-trades', heading: 'home.blueCollarHeading' },
  other: { id: 'home-other-categories', heading: 'home.otherCategoriesHeading' },
} as const;

/**
 * Categories with their open jobs, each opening the job list filtered by it: the main categories,
 * or the blue-collar board's trades and then the other fields.
 */
export function CategoriesSection({
  categories,
  kind = 'main',
}: {
  categories: readonly CategoryLink[];
  kind?: keyof typeof kinds;
}) {
  const t = useMessages();
  const href = useLocalizedHref();
  if (categories.length === 0) return null;
  return (
    <HomeSection id={kinds[kind].id} heading={t(kinds[kind].heading)}>
      <CardGrid
        items={categories}
        itemKey={(category) => category.slug}
        render={(category) => (
          <CategoryTile
            name={category.name}
            jobCount={category.count}
            icon={categoryIcons[category.slug] ?? 'briefcase'}
            href={href(categoryPath(category))}
            formatJobCount={(count) => t('home.categoryJobCount', { count })}
          />
        )}
      />
    </HomeSection>
  );
}
