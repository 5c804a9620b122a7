import { BlogArticlePage } from '../blog/BlogArticlePage';
import { blogArticleLoader, blogArticleMeta } from '../blog/blogArticleLoader';

export const loader = blogArticleLoader;
export const meta = blogArticleMeta;

/** /blog/:blog_slug: a blog article (the canonical address is /blog/post/:blog_slug). */
export default BlogArticlePage;
