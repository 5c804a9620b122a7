import { ResultsPage, resultsLoader, resultsMeta } from '../voting/resultsRoute';

export const loader = resultsLoader;
export const meta = resultsMeta;

/** /szmd/results: the award's published results per size category (the latest, or ?year=). */
export default function SzmdResults() {
  return <ResultsPage />;
}
