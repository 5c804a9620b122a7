/** An article's address (spec §2: /blog/post/:blog_slug), without the language prefix. */
export function blogPostPath(slug: string): string {
  return `/blog/post/${encodeURIComponent(slug)}`;
}

/** A page of the blog index; the first page has no parameter, so it has one address only. */
export function blogIndexPath(page = 1): string {
  return page > 1 ? `/blog?page=${page}` : '/blog';
}
