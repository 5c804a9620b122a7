import { loadingIndicator } from './LoadingIndicator.css';

/**
 * A decorative spinning ring sized to the surrounding text. Decorative only: the caller announces
 * the loading state in words (aria-busy plus a visually hidden chrome string).
 */
export function LoadingIndicator() {
  return (
    <svg className={loadingIndicator} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
