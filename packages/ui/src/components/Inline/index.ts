export { Inline, type InlineProps } from './Inline';
export {
  type CollapseBreakpoint,
  collapseBreakpoints,
  type InlineAlign,
  type InlineAlignY,
  type InlineElement,
  inlineAligns,
  inlineAlignsY,
  inlineElements,
} from './inlineOptions';
