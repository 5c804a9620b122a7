import { toRegionKey } from '@allas/core';
import type { MetaArgs, ShouldRevalidateFunction } from 'react-router';
import { SalaryCalculator } from '../salary/SalaryCalculator';
import { useCalculatorUrlState } from '../salary/useCalculatorUrlState';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';

/**
 * No data: the core calculators run in the page (on the server for the first render, then on
 * every change), with the inputs in the URL. A server loader all the same, so arriving here by a
 * client navigation makes a `.data` request and the root middleware's guards run for it.
 */
export function loader() {
  return null;
}

/** Changing the inputs (the URL's query) asks the server for nothing. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export function meta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'salary.calculator.title',
    description: 'salary.calculator.description',
  });
}

/** /berkalkulator: the 2025 gross ↔ net calculator. */
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
