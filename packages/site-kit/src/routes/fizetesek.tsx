import { type MetaArgs, useLoaderData } from 'react-router';
import { SalaryStatistics } from '../salary/SalaryStatistics';
import { type SalaryStatisticsData, salaryStatisticsLoader } from '../salary/salaryStatistics';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export const loader = salaryStatisticsLoader;

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'salary.statistics.title',
    description: 'salary.statistics.description',
  });
}

/** /fizetesek: salary ranges by category, level and country from the open ads. */
export default function Fizetesek() {
  return <SalaryStatistics {...useLoaderData<SalaryStatisticsData>()} />;
}
