import type { Ref } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { banner, image, label, link } from './Banner.css';
import { type BannerPlacement, bannerSizes } from './bannerOptions';
import { bannerStrings } from './bannerStrings';

export interface BannerProps {
  src: string;
  /** What the banner says or offers, in words: the link's only name. Required and non-empty. */
  alt: string;
  href: string;
  placement?: BannerPlacement;
  /** An advertiser's site: opens in a new tab, marked as sponsored for search engines. */
  external?: boolean;
  /** Called when the banner is followed, e.g. for click tracking. */
  onClick?: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/** An image banner from the banner service, marked as an advertisement, in one of three placements. */
export function Banner({
  src,
  alt,
  href,
  placement = 'inline',
  external = false,
  onClick,
  ref,
}: BannerProps) {
  const { LinkComponent } = useUi();
  const strings = useStrings(bannerStrings, commonStrings);
  // An image link without words has no name at all; refuse it rather than ship a silent link.
  if (alt.trim() === '')
    throw new Error('Banner: alt is required, it is the only name of the link');
  const { width, height } = bannerSizes[placement];
  const picture = <img className={image} src={src} alt={alt} width={width} height={height} />;
  return (
    <div className={banner({ placement })} data-placement={placement}>
      <p className={label} aria-hidden="true">
        {strings.advertisement}
      </p>
      {external ? (
        <a
          ref={ref}
          className={link}
          href={href}
          target="_blank"
          rel="noopener noreferrer sponsored"
          onClick={onClick}
        >
          {picture}
          <VisuallyHidden>
            {' '}
            ({strings.advertisement}, {strings.opensInNewTab})
          </VisuallyHidden>
        </a>
      ) : (
        <LinkComponent ref={ref} className={link} href={href} onClick={onClick}>
          {picture}
          <VisuallyHidden> ({strings.advertisement})</VisuallyHidden>
        </LinkComponent>
      )}
    </div>
  );
}
