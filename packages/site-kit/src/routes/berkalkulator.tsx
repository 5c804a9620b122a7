import { toRegionKey } from '@allas/core';
import type { MetaArgs } from 'react-router';
import { SalaryCalculator } from '../salary/SalaryCalculator';
import { useCalculatorUrlState } from '../salary/useCalculatorUrlState';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'salary.calculator.title',
    description: 'salary.calculator.description',
  });
}

/**
 * /berkalkulator: the 2025 gross ↔ net calculator. No loader: the core calculators run in the page
 * (on the server for the first render, then on every change), with the inputs in the URL.
 */
export default function Berkalkulator() {
  const root = useRootData();
  const [state, setState] = useCalculatorUrlState();
  return (
    <SalaryCalculator
      state={state}
      siteCountry={root ? toRegionKey(root.regionCode) : 'hu'}
      onChange={setState}
    />
  );
}
