export {
  popupGeometry,
  sharePopupHeight,
  sharePopupPollInterval,
  sharePopupWidth,
  watchPopupClose,
} from './popup';
export { ShareButton, type ShareButtonProps } from './ShareButton';
export { ShareButtons, type ShareButtonsProps } from './ShareButtons';
export { mainShareNetworks, type ShareNetwork, shareNetworks } from './shareNetworks';
export { buildShareUrl, type ShareContent } from './shareUrls';
