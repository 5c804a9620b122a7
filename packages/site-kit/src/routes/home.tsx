import { useLoaderData } from 'react-router';
import { CategoriesSection } from '../home/CategoriesSection';
import { DailyFavouriteSection } from '../home/DailyFavouriteSection';
import { FeaturedCompaniesSection } from '../home/FeaturedCompaniesSection';
import { HomeHero } from '../home/HomeHero';
import { type HomeData, homeLoader, homeMeta } from '../home/homeLoader';
import { JobsSection } from '../home/JobsSection';
import { LatestPostsSection } from '../home/LatestPostsSection';
import { RegistrationSection, registeredBoxes } from '../home/RegistrationSection';
import { TestimonialsSection } from '../home/TestimonialsSection';

export const loader = homeLoader;
export const meta = homeMeta;

/** The default home page; each site registers its own composition of the sections instead. */
export default function Home() {
  const { content } = useLoaderData<HomeData>();
  return (
    <>
      <HomeHero totalOpenJobs={content?.totalOpenJobs ?? null} categories={content?.categories} />
      {content ? (
        <>
          <CategoriesSection categories={content.categories} />
          <JobsSection kind="recommended" jobs={content.recommendedJobs} />
          <FeaturedCompaniesSection companies={content.featuredCompanies} />
          <JobsSection kind="partner" jobs={content.partnerJobs} />
          <DailyFavouriteSection job={content.dailyFavourite} />
          <LatestPostsSection posts={content.latestPosts} />
          <TestimonialsSection testimonials={content.testimonials} />
        </>
      ) : null}
      <RegistrationSection show={registeredBoxes()} />
    </>
  );
}
