import type { LoaderFunctionArgs } from 'react-router';
import { VotingPage, votingLoader, votingMeta } from '../voting/votingRoute';

export const loader = (args: LoaderFunctionArgs) => votingLoader(args, 'box');
export const meta = votingMeta('box');

/** /szmd/box-rating (page type szmd-box-voting): rate a random box of nominees, round by round. */
export default function SzmdBoxRating() {
  return <VotingPage mode="box" />;
}
