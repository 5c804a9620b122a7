import type { LoaderFunctionArgs } from 'react-router';
import { VotingPage, votingLoader, votingMeta } from '../voting/votingRoute';

export const loader = (args: LoaderFunctionArgs) => votingLoader(args, 'rating');
export const meta = votingMeta('rating');

/** /szmd/rating (page type szmd-voting): rate the nominees as workplaces. */
export default function SzmdRating() {
  return <VotingPage mode="rating" />;
}
