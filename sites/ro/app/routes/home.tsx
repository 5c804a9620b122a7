import { type HomeData, HomeHero, homeLoader, homeMeta } from '@allas/site-kit';
import { useLoaderData } from 'react-router';

export const loader = homeLoader;
export const meta = homeMeta;

/** This region's home page, composed from site-kit sections. */
export default function Home() {
  const { totalOpenJobs } = useLoaderData<HomeData>();
  return <HomeHero totalOpenJobs={totalOpenJobs} />;
}
