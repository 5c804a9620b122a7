export { Link, type LinkProps } from './Link';
export { type LinkTone, type LinkWeight, linkTones, linkWeights } from './linkOptions';
