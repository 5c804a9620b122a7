import {
  type BlueHomeData,
  blueHomeLoader,
  CategoriesSection,
  DailyFavouriteSection,
  FeaturedCompaniesSection,
  HomeHero,
  homeMeta,
  JobsSection,
  LatestPostsSection,
  otherCategories,
  RegistrationSection,
  registeredBoxes,
  TestimonialsSection,
  WorkplaceOfTheMonthSection,
} from '@allas/site-kit';
import { useLoaderData } from 'react-router';

export const loader = blueHomeLoader;
export const meta = homeMeta;

/**
 * The blue-collar board's home: people here look for a trade (warehouse, driving, the machine
 * line), so the trades with their open jobs come right after the search, then the fresh ads, the
 * other fields and the employers hiring.
 */
export default function Home() {
  const { content, blueCollar } = useLoaderData<BlueHomeData>();
  return (
    <>
      <HomeHero
        kind="blueCollar"
        totalOpenJobs={content?.totalOpenJobs ?? null}
        categories={content?.categories}
      />
      <CategoriesSection kind="blueCollar" categories={blueCollar} />
      {content ? (
        <>
          <JobsSection kind="recommended" jobs={content.recommendedJobs} />
          <DailyFavouriteSection job={content.dailyFavourite} />
          <CategoriesSection kind="other" categories={otherCategories(content.categories)} />
          <FeaturedCompaniesSection companies={content.featuredCompanies} />
          <WorkplaceOfTheMonthSection workplace={content.workplaceOfTheMonth} />
          <JobsSection kind="partner" jobs={content.partnerJobs} />
          <TestimonialsSection testimonials={content.testimonials} />
          <LatestPostsSection posts={content.latestPosts} />
        </>
      ) : null}
      <RegistrationSection show={registeredBoxes()} />
    </>
  );
}
