export {
  CallToActionBox,
  type CallToActionBoxProps,
  type CallToActionHeadingLevel,
  callToActionHeadingLevels,
} from './CallToActionBox';
export { type CallToActionTone, callToActionTones } from './callToActionOptions';
