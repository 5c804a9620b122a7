import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openSharePopup,
  popupFeatures,
  popupGeometry,
  sharePopupHeight,
  sharePopupWidth,
  watchPopupClose,
} from './popup';

afterEach(() => {
  vi.useRealTimers();
});

describe('popupGeometry', () => {
  it('centres a 626×436 popup on the current window', () => {
    expect(popupGeometry({ screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 800 })).toEqual({
      width: 626,
      height: 436,
      left: 327,
      top: 182,
    });
  });

  it('follows a window placed elsewhere, e.g. on a second monitor', () => {
    const geometry = popupGeometry({
      screenX: 1920,
      screenY: 40,
      outerWidth: 1001,
      outerHeight: 700,
    });
    expect(geometry.left).toBe(2108); // 1920 + 187.5, rounded
    expect(geometry.top).toBe(172);
    expect([geometry.width, geometry.height]).toEqual([sharePopupWidth, sharePopupHeight]);
  });

  it('writes the window.open features', () => {
    expect(popupFeatures({ width: 626, height: 436, left: 327, top: 182 })).toMatch(
      /^width=626,height=436,left=327,top=182,/,
    );
  });
});

describe('watchPopupClose', () => {
  it('checks every 500 ms and calls onClose once the popup is closed, then stops', () => {
    vi.useFakeTimers();
    const popup = { closed: false };
    const onClose = vi.fn();
    watchPopupClose(popup, onClose);
    vi.advanceTimersByTime(499);
    popup.closed = true;
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps polling while the popup stays open', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    watchPopupClose({ closed: false }, onClose);
    vi.advanceTimersByTime(10_000);
    expect(onClose).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('uses injected timers and clears its interval when stopped', () => {
    const tick: Array<() => void> = [];
    const timers = {
      setInterval: vi.fn((callback: () => void) => {
        tick.push(callback);
        return 7;
      }),
      clearInterval: vi.fn(),
    };
    const onClose = vi.fn();
    const stop = watchPopupClose({ closed: true }, onClose, timers);
    expect(timers.setInterval).toHaveBeenCalledWith(expect.any(Function), 500);
    stop();
    expect(timers.clearInterval).toHaveBeenCalledWith(7);
    tick[0]?.();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('openSharePopup', () => {
  it('opens the centred popup, cuts window.opener and reports the close', () => {
    vi.useFakeTimers();
    const popup = { closed: false, opener: {} as unknown };
    const opener = {
      open: vi.fn(() => popup as unknown as Window),
      screenX: 100,
      screenY: 50,
      outerWidth: 1026,
      outerHeight: 836,
    };
    const onClose = vi.fn();
    openSharePopup({ url: 'https://t.me/share/url?url=x', opener, onClose });
    expect(opener.open).toHaveBeenCalledWith(
      'https://t.me/share/url?url=x',
      'allas-share',
      expect.stringMatching(/^width=626,height=436,left=300,top=250,/),
    );
    expect(popup.opener).toBeNull();
    popup.closed = true;
    vi.advanceTimersByTime(500);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('returns null when the browser blocks the popup', () => {
    const opener = { open: () => null, screenX: 0, screenY: 0, outerWidth: 800, outerHeight: 600 };
    expect(openSharePopup({ url: 'https://wa.me/?text=x', opener })).toBeNull();
  });
});
