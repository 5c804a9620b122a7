import { useLoaderData } from 'react-router';
import { BlogIndex } from '../blog/BlogIndex';
import { type BlogIndexData, blogIndexLoader, blogIndexMeta } from '../blog/blogIndexLoader';

export const loader = blogIndexLoader;
export const meta = blogIndexMeta;

/** /blog: the article index, a page at a time (?page=). */
export default function Blog() {
  const { posts, page, pageCount } = useLoaderData<BlogIndexData>();
  return <BlogIndex posts={posts} page={page} pageCount={pageCount} />;
}
