import { useStrings } from '../../provider/useStrings';
import { Button } from '../Button';
import type { ButtonSize } from '../Button/buttonOptions';
import type { FollowState } from './companyOptions';
import { companyStrings } from './companyStrings';

export interface FollowButtonProps {
  state: FollowState;
  /** Called with the state the user asked for: true to follow, false to stop following. */
  onToggle: (follow: boolean) => void;
  size?: ButtonSize;
}

/**
 * A toggle button (aria-pressed) for following a company. While a request is pending it is busy
 * (aria-busy, spinner, "Request pending" spoken) and ignores presses.
 */
export function FollowButton({ state, onToggle, size = 'small' }: FollowButtonProps) {
  const strings = useStrings(companyStrings);
  const followed = state === 'followed';
  return (
    <Button
      variant={followed ? 'primary' : 'secondary'}
      size={size}
      leadingIcon={followed ? 'check' : 'follow'}
      aria-pressed={followed}
      loading={state === 'pending'}
      loadingLabel={strings.followPending}
      onClick={() => onToggle(!followed)}
    >
      {followed ? strings.following : strings.follow}
    </Button>
  );
}
