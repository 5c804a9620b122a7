import {
  CategoriesSection,
  DailyFavouriteSection,
  FeaturedCompaniesSection,
  type HomeData,
  HomeHero,
  homeLoader,
  homeMeta,
  JobsSection,
  LatestPostsSection,
  RegistrationSection,
  registeredBoxes,
  TestimonialsSection,
  WorkplaceOfTheMonthSection,
} from '@allas/site-kit';
import { useLoaderData } from 'react-router';

export const loader = homeLoader;
export const meta = homeMeta;

/**
 * The HU home page: candidates here mostly come back for fresh ads, so the recommended jobs and
 * the daily favourite come right after the search, then categories, employers and the blog.
 */
export default function Home() {
  const { content } = useLoaderData<HomeData>();
  return (
    <>
      <HomeHero totalOpenJobs={content?.totalOpenJobs ?? null} categories={content?.categories} />
      {content ? (
        <>
          <JobsSection kind="recommended" jobs={content.recommendedJobs} />
          <DailyFavouriteSection job={content.dailyFavourite} />
          <CategoriesSection categories={content.categories} />
          <WorkplaceOfTheMonthSection workplace={content.workplaceOfTheMonth} />
          <FeaturedCompaniesSection companies={content.featuredCompanies} />
          <JobsSection kind="partner" jobs={content.partnerJobs} />
          <LatestPostsSection posts={content.latestPosts} />
          <TestimonialsSection testimonials={content.testimonials} />
        </>
      ) : null}
      <RegistrationSection show={registeredBoxes()} />
    </>
  );
}
