import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { ApiError } from '../api/apiClient';
import { loaderApi } from '../api/loaderApi';
import type { BlogPostCard } from '../home/contentTypes';
import { markPageUnavailable } from '../routing/pageAvailability';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

/** Articles per page of the index: three rows of three on a wide screen. */
export const BLOG_PAGE_SIZE = 9;
const MAX_PAGE = 1000;

export interface BlogIndexData {
  /** null when the api could not answer (the page says so inline). */
  posts: BlogPostCard[] | null;
  page: number;
  pageCount: number;
}

/** `?page=` as the index reads it: absent is page 1; anything but a page number is not a page. */
export function blogPageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** One page of the blog index in the page's language; a page past the last one is a 404. */
export async function blogIndexLoader(args: LoaderFunctionArgs): Promise<BlogIndexData> {
  const page = blogPageParam(new URL(args.request.url).searchParams.get('page'));
  if (page === null) throw data(null, { status: 404 });
  try {
    const result = await loaderApi(args).get('/blog', {
      query: { page, perPage: BLOG_PAGE_SIZE },
    });
    const pageCount = Math.max(1, Math.ceil(result.total / BLOG_PAGE_SIZE));
    if (page > pageCount) throw data(null, { status: 404 });
    return { posts: result.items, page, pageCount };
  } catch (error) {
    if (error instanceof ApiError) {
      markPageUnavailable(args);
      return { posts: null, page, pageCount: 1 };
    }
    throw error;
  }
}

export function blogIndexMeta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'blog.indexTitle',
    description: 'blog.indexDescription',
  });
}
