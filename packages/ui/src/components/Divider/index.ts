export { Divider, type DividerProps } from './Divider';
export {
  type DividerOrientation,
  type DividerTone,
  dividerOrientations,
  dividerTones,
} from './dividerOptions';
