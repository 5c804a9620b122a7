import type { JobCard } from '@allas/core';
/**
 * The api's content shapes the home page and the blog read (GET /content/home, /blog, /blog/:slug),
 * as far as the sections use them. The api's openapi.json is the full description.
 */

export interface CompanySummary {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  banner: string | null;
  industry: string;
  size: '1-9' | '10-49' | '50-249' | '250-999' | '1000-plus';
  openJobCount: number;
  followers: number;
}

export interface BlogPostCard {
  slug: string;
  title: string;
  excerpt: string;
  coverUrl: string | null;
  author: string;
  tags: readonly string[];
  publishedAt: string;
}

export interface TestimonialQuote {
  author: string;
  role: string;
  quote: string;
}

export interface CategoryCount {
  slug: string;
  name: string;
  count: number;
}

/** GET /content/home. */
export interface HomeContent {
  categories: CategoryCount[];
  featuredCompanies: CompanySummary[];
  recommendedJobs: JobCard[];
  partnerJobs: JobCard[];
  dailyFavourite: JobCard | null;
  latestPosts: BlogPostCard[];
  testimonials: TestimonialQuote[];
  totalOpenJobs: number;
}

/** GET /blog. */
export interface BlogIndexPage {
  items: BlogPostCard[];
  page: number;
  total: number;
}

/** GET /blog/:slug. */
export interface BlogArticle extends BlogPostCard {
  body: string;
  related: { posts: BlogPostCard[]; jobs: JobCard[]; companies: CompanySummary[] };
}
