import { isSlug, localizedPath } from '@allas/core';
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { ApiError } from '../api/apiClient';
import { loaderApi } from '../api/loaderApi';
import { mediaSrc } from '../api/mediaSrc';
import type { BlogArticle } from '../home/contentTypes';
import { markPageUnavailable } from '../routing/pageAvailability';
import { apiRegionOf, gatewayContext, pageContext } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { blogPostPath } from './blogPaths';

export interface BlogArticleData {
  /** null when the api could not answer (the page says so inline). */
  article: BlogArticle | null;
  /** The article's absolute address on this site in this language, for sharing. */
  shareUrl: string;
}

/**
 * One article (both /blog/:blog_slug and /blog/post/:blog_slug show it) with related articles,
 * jobs of the region and companies. An unknown article is the 404 page.
 */
export async function blogArticleLoader(args: LoaderFunctionArgs): Promise<BlogArticleData> {
  const slug = args.params.blog_slug ?? '';
  const page = args.context.get(pageContext);
  const gateway = args.context.get(gatewayContext);
  const shareUrl = `${gateway.publicBaseUrl}${localizedPath(blogPostPath(slug), page.locale, page.region)}`;
  if (!isSlug(slug)) throw data(null, { status: 404 });
  try {
    const article = await loaderApi(args).get('/blog/:slug', {
      params: { slug },
      query: { region: apiRegionOf(args) },
    });
    return { article, shareUrl };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof ApiError) {
      markPageUnavailable(args);
      return { article: null, shareUrl };
    }
    throw error;
  }
}

/**
 * The article's own title and description; the canonical address is the /blog/post/ one whichever
 * of the two paths was asked for, and Open Graph tags give shared links a title and picture.
 */
export function blogArticleMeta({
  matches,
  loaderData,
  params,
}: MetaArgs<typeof blogArticleLoader>) {
  const root = rootDataOf(matches);
  const article = loaderData?.article ?? null;
  const slug = params.blog_slug ?? '';
  const tags = pageMeta(root && { ...root, path: blogPostPath(slug) }, {
    title: 'blog.indexTitle',
    description: 'blog.indexDescription',
  });
  if (article === null) return tags;
  const title = `${article.title} – allas`;
  const cover = mediaSrc(article.coverUrl);
  return [
    ...tags.map((tag) =>
      'title' in tag
        ? { title }
        : 'name' in tag && tag.name === 'description'
          ? { name: 'description', content: article.excerpt }
          : tag,
    ),
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: article.excerpt },
    ...(root && cover ? [{ property: 'og:image', content: `${root.publicBaseUrl}${cover}` }] : []),
  ];
}
