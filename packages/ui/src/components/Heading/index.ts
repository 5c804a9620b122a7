export { Heading, type HeadingProps } from './Heading';
export {
  type HeadingAlign,
  type HeadingLevel,
  type HeadingTone,
  headingAligns,
  headingLevels,
  headingTones,
} from './headingOptions';
