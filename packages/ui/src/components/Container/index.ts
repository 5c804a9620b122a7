export { Container, type ContainerProps } from './Container';
export {
  type ContainerElement,
  type ContainerWidth,
  containerElements,
  containerWidths,
} from './containerOptions';
