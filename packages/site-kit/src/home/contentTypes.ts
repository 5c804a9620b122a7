import type { ApiAnswer } from '../api/typedApi';

// The content the home page and the blog read (GET /content/home, /blog, /blog/:slug), named for
// the sections that show it: each is core's endpoint answer (inferred from its schema), not a
// second hand-written copy of it.

/** GET /content/home. */
export type HomeContent = ApiAnswer<'homePage'>;
export type CompanySummary = HomeContent['featuredCompanies'][number];
export type BlogPostCard = HomeContent['latestPosts'][number];
export type TestimonialQuote = HomeContent['testimonials'][number];
export type CategoryCount = HomeContent['categories'][number];
/** GET /blog. */
export type BlogIndexPage = ApiAnswer<'blogIndex'>;
/** GET /blog/:slug. */
export type BlogArticle = ApiAnswer<'blogPost'>;
