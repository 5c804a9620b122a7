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
 * The RO home page: a younger market where visitors browse by field first, so the categories lead,
 * then the employers hiring, the jobs, and the call to register before the stories and the blog.
 */
export default function Home() {
  const { content } = useLoaderData<HomeData>();
  return (
    <>
      <HomeHero totalOpenJobs={content?.totalOpenJobs ?? null} categories={content?.categories} />
      {content ? (
        <>
          <CategoriesSection categories={content.categories} />
          <WorkplaceOfTheMonthSection workplace={content.workplaceOfTheMonth} />
          <FeaturedCompaniesSection companies={content.featuredCompanies} />
          <JobsSection kind="recommended" jobs={content.recommendedJobs} />
          <JobsSection kind="partner" jobs={content.partnerJobs} />
          <DailyFavouriteSection job={content.dailyFavourite} />
        </>
      ) : null}
      <RegistrationSection show={registeredBoxes()} />
      {content ? (
        <>
          <TestimonialsSection testimonials={content.testimonials} />
          <LatestPostsSection posts={content.latestPosts} />
        </>
      ) : null}
    </>
  );
}
