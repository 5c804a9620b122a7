import { useContext } from 'react';
import { type ToastApi, ToastContext } from './toastContext';

/**
 * The imperative toast API: `const { toast } = useToast(); toast({ message, type: 'success' })`.
 * UiProvider mounts the toast system, so this works anywhere inside it.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside UiProvider');
  return api;
}
