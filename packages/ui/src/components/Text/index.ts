export { Text, type TextProps } from './Text';
export {
  type TextAlign,
  type TextElement,
  type TextMaxLines,
  type TextSize,
  type TextTone,
  type TextWeight,
  textAligns,
  textElements,
  textMaxLines,
  textSizes,
  textTones,
  textWeights,
} from './textOptions';
