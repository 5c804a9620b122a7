export { Banner, type BannerProps } from './Banner';
export { type BannerPlacement, bannerPlacements } from './bannerOptions';
