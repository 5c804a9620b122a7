import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated } from './hydration';
import { huOrigin, roOrigin } from './servers';

// The blog: the index, an article with its share links (the article's absolute URL and title),
// back to the blog, the short /blog/:blog_slug address, and unknown articles. Both sites, every
// language the e2e set-up offers; axe on each page.

type Lang = 'hu' | 'ro' | 'en';

const texts = {
  hu: { index: 'Karrierblog', back: 'Vissza a blogra', share: 'Oszd meg a cikket' },
  ro: { index: 'Blog de carieră', back: 'Înapoi la blog', share: 'Distribuie articolul' },
  en: { index: 'Career blog', back: 'Back to the blog', share: 'Share this article' },
} as const;

const variants: { site: 'HU' | 'RO'; origin: string; prefix: string; lang: Lang }[] = [
  { site: 'HU', origin: huOrigin, prefix: '', lang: 'hu' },
  { site: 'HU', origin: huOrigin, prefix: '/ro', lang: 'ro' },
  { site: 'HU', origin: huOrigin, prefix: '/en', lang: 'en' },
  { site: 'RO', origin: roOrigin, prefix: '', lang: 'ro' },
  { site: 'RO', origin: roOrigin, prefix: '/en', lang: 'en' },
];

interface Post {
  slug: string;
  title: string;
}

/** The newest article in a language, from the api (through the HU gateway: Node does not resolve ro.localhost). */
async function newestPost(request: APIRequestContext, lang: Lang) {
  const response = await request.get(`${huOrigin}/api/blog?perPage=1`, {
    headers: { 'accept-language': lang },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Post[] };
  const [post] = items;
  if (!post) throw new Error(`the demo seed has no ${lang} article`);
  return post;
}

for (const { site, origin, prefix, lang } of variants) {
  test(`${site} ${prefix || '/'}: blog index → article → share links → back to the blog`, async ({
    page,
    request,
  }) => {
    const t = texts[lang];
    const post = await newestPost(request, lang);
    const response = await gotoHydrated(page, `${origin}${prefix}/blog`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.index);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: post.title, exact: true }).click();
    const articleUrl = `${origin}${prefix}/blog/post/${post.slug}`;
    await expect(page).toHaveURL(articleUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} – allas`);

    const share = page.getByRole('list', { name: t.share });
    const twitter = new URL(
      (await share.locator('a[data-network="twitter"]').getAttribute('href')) ?? '',
    );
    expect(twitter.searchParams.get('url')).toBe(articleUrl);
    expect(twitter.searchParams.get('text')).toBe(post.title);
    const facebook = new URL(
      (await share.locator('a[data-network="facebook"]').getAttribute('href')) ?? '',
    );
    expect(facebook.searchParams.get('u')).toBe(articleUrl);
    const email = (await share.locator('a[data-network="email"]').getAttribute('href')) ?? '';
    expect(email).toContain(`subject=${encodeURIComponent(post.title)}`);
    expect(email).toContain(encodeURIComponent(articleUrl));
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL(`${origin}${prefix}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.index);
  });
}

test('the short /blog/:blog_slug address shows the article with the /blog/post/ canonical', async ({
  page,
  request,
}) => {
  const post = await newestPost(request, 'en');
  const response = await gotoHydrated(page, `${huOrigin}/en/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    `${huOrigin}/en/blog/post/${post.slug}`,
  );
});

test('an unknown article and a page past the last one answer 404', async ({ page }) => {
  const article = await gotoHydrated(page, `${huOrigin}/en/blog/post/no-such-article`);
  expect(article?.status()).toBe(404);
  await expect(page.getByText('Page not found: /en/blog/post/no-such-article')).toBeVisible();
  const index = await gotoHydrated(page, `${huOrigin}/en/blog?page=99`);
  expect(index?.status()).toBe(404);
});
