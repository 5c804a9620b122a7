export { Carousel, type CarouselProps } from './Carousel';
export {
  classifyGesture,
  type Gesture,
  gestures,
  holdDuration,
  longTapDuration,
  type PointerTravel,
  swipeTolerance,
  tapTolerance,
} from './gesture';
