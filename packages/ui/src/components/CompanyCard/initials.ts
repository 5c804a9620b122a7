/** Legal-form words that say nothing about which company it is. */
const legalForms = new Set([
  'kft',
  'zrt',
  'nyrt',
  'bt',
  'kkt',
  'srl',
  'sa',
  'sca',
  'pfa',
  'ltd',
  'gmbh',
  'inc',
]);

/**
 * Up to two initials for a logo placeholder, from the first words that are not a legal form:
 * "Árvíztűrő Tükörfúrógép Kft." → "ÁT", "Șantierul Nord S.R.L." → "ȘN".
 */
export function companyInitials(name: string, locale?: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => !legalForms.has(word.toLowerCase().replace(/[.,]/g, '')))
    .flatMap((word) => word.split(/[-–—,.&/]+/))
    .filter((word) => word !== '');
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return (letters || Array.from(name.trim())[0] || '?').toLocaleUpperCase(locale);
}
