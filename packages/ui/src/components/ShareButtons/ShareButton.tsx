import { type MouseEvent, type Ref, useEffect, useRef } from 'react';
import { useStrings } from '../../provider/useStrings';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { openSharePopup } from './popup';
import { glyph, shareLink } from './ShareButtons.css';
import type { ShareNetwork } from './shareNetworks';
import { shareStrings } from './shareStrings';
import {
  assertShareContent,
  buildShareUrl,
  type ShareContent,
  shareNetworkDefinition,
} from './shareUrls';

export interface ShareButtonProps extends ShareContent {
  network: ShareNetwork;
  /** Shows the network's name next to its icon; otherwise the name is spoken only. */
  showName?: boolean;
  /** Replaces the chrome "Share on {network}" name. */
  label?: string;
  /** Called when the share link is followed (popup opened or app link navigated). */
  onOpen?: (network: ShareNetwork) => void;
  /** Called once the share popup was closed (checked every 500 ms). */
  onClose?: (network: ShareNetwork) => void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * One share link: a plain <a href> that works without JavaScript. With JavaScript, web networks open
 * in a 626×436 popup centred on the window; mail, SMS and messenger apps navigate as usual.
 */
export function ShareButton({
  network,
  showName = false,
  label,
  onOpen,
  onClose,
  ref,
  ...content
}: ShareButtonProps) {
  assertShareContent(network, content);
  const definition = shareNetworkDefinition(network);
  const strings = useStrings(shareStrings);
  const href = buildShareUrl(network, content);
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatching.current?.(), []);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onOpen?.(network);
    if (!definition.opensPopup) return;
    const stop = openSharePopup({ url: href, onClose: onClose && (() => onClose(network)) });
    // A blocked popup leaves the link to open in a new tab as it would without JavaScript.
    if (!stop) return;
    event.preventDefault();
    stopWatching.current?.();
    stopWatching.current = stop;
  };

  const name = label ?? strings.shareOn(definition.name);
  const icon =
    network === 'email' ? (
      <Icon name="mail" />
    ) : network === 'sms' ? (
      <Icon name="phone" />
    ) : (
      <span className={glyph} aria-hidden="true">
        {definition.glyph}
      </span>
    );

  return (
    <a
      ref={ref}
      href={href}
      className={shareLink({ showName })}
      title={name}
      data-network={network}
      onClick={handleClick}
      {...(definition.opensPopup ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon}
      {showName ? <span aria-hidden="true">{definition.name}</span> : null}
      <VisuallyHidden>{name}</VisuallyHidden>
    </a>
  );
}
