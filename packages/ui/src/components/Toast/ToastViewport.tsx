import * as RadixToast from '@radix-ui/react-toast';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { viewport } from './Toast.css';
import { ToastItem } from './ToastItem';
import type { QueuedToast } from './toastQueue';
import { toastStrings } from './toastStrings';

export interface ToastViewportProps {
  toasts: readonly QueuedToast[];
  onClosed: (id: string) => void;
}

/**
 * What shows while toasts are up: the Radix provider, the toasts and the labelled viewport inside
 * the current theme class. Its own module, loaded on the first toast (see loadToastViewport), so
 * pages that never raise one do not download Radix Toast.
 */
export function ToastViewport({ toasts, onClosed }: ToastViewportProps) {
  const { toastDuration, themeClassName } = useUi();
  const strings = useStrings(toastStrings);
  return (
    <RadixToast.Provider
      duration={toastDuration}
      label={strings.notifications}
      swipeDirection="right"
    >
      <div className={themeClassName}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClosed={onClosed} />
        ))}
        <RadixToast.Viewport className={viewport} label={`${strings.notifications} ({hotkey})`} />
      </div>
    </RadixToast.Provider>
  );
}
