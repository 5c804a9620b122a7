import { useLoaderData } from 'react-router';
import { HomeHero } from '../home/HomeHero';
import { type HomeData, homeLoader, homeMeta } from '../home/homeLoader';

export const loader = homeLoader;
export const meta = homeMeta;

/** The default home page; each site registers its own composition of the sections instead. */
export default function Home() {
  const { totalOpenJobs } = useLoaderData<HomeData>();
  return <HomeHero totalOpenJobs={totalOpenJobs} />;
}
