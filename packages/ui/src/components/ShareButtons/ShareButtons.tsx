import { useStrings } from '../../provider/useStrings';
import { ShareButton } from './ShareButton';
import { list } from './ShareButtons.css';
import { mainShareNetworks, type ShareNetwork } from './shareNetworks';
import { shareStrings } from './shareStrings';
import { assertShareContent, type ShareContent, shareNetworkDefinition } from './shareUrls';

export interface ShareButtonsProps extends ShareContent {
  /** Which networks to show, in order; the main networks of Hungary and Romania by default. */
  networks?: readonly ShareNetwork[];
  /** Shows each network's name next to its icon. */
  showNames?: boolean;
  /** Names the list for assistive technology; the chrome "Share" by default. */
  label?: string;
  onOpen?: (network: ShareNetwork) => void;
  /** Called once a share popup was closed. */
  onClose?: (network: ShareNetwork) => void;
}

/** A row of share links over the chosen networks. No third-party script or image is loaded. */
export function ShareButtons({
  networks = mainShareNetworks,
  showNames = false,
  label,
  onOpen,
  onClose,
  ...content
}: ShareButtonsProps) {
  const strings = useStrings(shareStrings);
  // Fail on the whole row at once, with the first bad network's name, before rendering any link.
  for (const network of networks) {
    shareNetworkDefinition(network);
    assertShareContent(network, content);
  }
  return (
    <ul className={list} aria-label={label ?? strings.share}>
      {networks.map((network) => (
        <li key={network}>
          <ShareButton
            network={network}
            showName={showNames}
            onOpen={onOpen}
            onClose={onClose}
            {...content}
          />
        </li>
      ))}
    </ul>
  );
}
