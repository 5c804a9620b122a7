import { AD_TEXTS, type AdLevel, SUBCATEGORY_FAMILY } from './content/job-descriptions.ts';
import type { Random } from './random.ts';

type Lang = 'hu' | 'ro' | 'en';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');

/** "a" or "az" before a Hungarian name, by its first sound (written vowel). */
export function hungarianArticle(name: string): 'a' | 'az' {
  return /^[aáeéiíoóöőuúüű]/i.test(name) ? 'az' : 'a';
}

/** "a" or "an" before an English job title, by how its first letters are said. */
function englishArticle(title: string): 'a' | 'an' {
  return /^([AEIO]|HR\b|SEO\b|IT\b)/.test(title) ? 'an' : 'a';
}

/** The company's name with its article: { theCompany: 'a Duna Kft.', TheCompany: 'A Duna Kft.' }. */
export function companyPhrases(company: string) {
  const article = hungarianArticle(company);
  return {
    company,
    theCompany: `${article} ${company}`,
    TheCompany: `${article === 'az' ? 'Az' : 'A'} ${company}`,
  };
}

export interface AdFacts {
  language: Lang;
  subcategoryId: number;
  level: AdLevel;
  company: string;
  city: string;
  title: string;
}

/**
 * A job ad's text in its language: an intro and a word on the team, then responsibilities, requirements (with the
 * experience the level asks for) and benefits under headings, and a closing line; about 160–260
 * words in the markup of core's textBlocks.
 */
export function jobDescription(random: Random, ad: AdFacts): string {
  const texts = AD_TEXTS[ad.language];
  const familyKey = SUBCATEGORY_FAMILY[ad.subcategoryId] ?? 'office';
  const family = texts.families[familyKey];
  const values = {
    ...companyPhrases(ad.company),
    title: ad.title,
    aTitle: `${englishArticle(ad.title)} ${ad.title}`,
    city: ad.city,
    team: family.team,
    trait: family.trait,
    context: random.pick(family.context),
  };
  const beginner = ad.level === 'trainee' || ad.level === 'studentWork' || ad.level === 'junior';
  const tasks = random.some(family.tasks, 6, 6);
  if (ad.level === 'senior') tasks.push(texts.seniorTask);
  const requirements = [texts.levels[ad.level], ...random.some(family.requirements, 4, 4)];
  const offerPool =
    familyKey === 'students'
      ? texts.studentOffers
      : familyKey === 'warehouse' || familyKey === 'driving' || familyKey === 'manufacturing'
        ? texts.floorOffers
        : texts.officeOffers;
  const offers = random.some(offerPool, 5, 5);
  if (beginner) offers.push(texts.beginnerOffer);
  const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
  return [
    fill(random.pick(texts.intros), values),
    random.pick(texts.workplaces),
    `## ${texts.headings.tasks}\n${list(tasks)}`,
    `## ${texts.headings.requirements}\n${list(requirements)}`,
    `## ${texts.headings.offer}\n${list(offers)}`,
    `${random.pick(texts.processes)} ${random.pick(texts.closings)}`,
  ].join('\n\n');
}
