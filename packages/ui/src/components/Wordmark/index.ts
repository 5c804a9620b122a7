export { Wordmark, type WordmarkProps } from './Wordmark';
export {
  type WordmarkSize,
  type WordmarkTone,
  wordmarkSizes,
  wordmarkTones,
} from './wordmarkOptions';
