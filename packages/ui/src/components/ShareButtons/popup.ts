/** The spec's share popup: 626×436, centred on the current window, closed-check every 500 ms. */
export const sharePopupWidth = 626;
export const sharePopupHeight = 436;
export const sharePopupPollInterval = 500;

export interface WindowFrame {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

export interface PopupGeometry {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** Where the popup goes: centred on the browser window (not the screen), in screen coordinates. */
export function popupGeometry(
  frame: WindowFrame,
  width = sharePopupWidth,
  height = sharePopupHeight,
): PopupGeometry {
  return {
    width,
    height,
    left: Math.round(frame.screenX + (frame.outerWidth - width) / 2),
    top: Math.round(frame.screenY + (frame.outerHeight - height) / 2),
  };
}

/** The window.open feature string for a geometry. */
export function popupFeatures({ width, height, left, top }: PopupGeometry): string {
  return `width=${width},height=${height},left=${left},top=${top},menubar=no,toolbar=no,status=no,resizable=yes,scrollbars=yes`;
}

export interface IntervalTimers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browserTimers: IntervalTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Checks every 500 ms whether the popup was closed and then calls `onClose` once and stops.
 * Returns a function that stops watching (for unmounting). Timers are injectable for tests.
 */
export function watchPopupClose(
  popup: Pick<Window, 'closed'>,
  onClose: () => void,
  timers: IntervalTimers = browserTimers,
  interval = sharePopupPollInterval,
): () => void {
  let stopped = false;
  const handle = timers.setInterval(() => {
    if (stopped || !popup.closed) return;
    stop();
    onClose();
  }, interval);
  function stop() {
    if (stopped) return;
    stopped = true;
    timers.clearInterval(handle);
  }
  return stop;
}

export interface OpenSharePopupOptions {
  url: string;
  /** The window the popup is centred on; the current one by default. */
  opener?: Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;
  onClose?: () => void;
  timers?: IntervalTimers;
}

/**
 * Opens the share popup and, when `onClose` is given, watches it. Returns the stop function, or
 * null when the browser blocked the popup (the caller then lets the link navigate normally).
 */
export function openSharePopup({
  url,
  opener = window,
  onClose,
  timers,
}: OpenSharePopupOptions): (() => void) | null {
  const popup = opener.open(url, 'allas-share', popupFeatures(popupGeometry(opener)));
  if (!popup) return null;
  // The shared page must not be able to script (or redirect) ours through window.opener.
  try {
    popup.opener = null;
  } catch {
    // Some browsers make the property read-only once cross-origin; nothing to do then.
  }
  return onClose ? watchPopupClose(popup, onClose, timers) : () => {};
}
