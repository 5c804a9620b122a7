export { Icon, type IconProps } from './Icon';
export {
  type IconName,
  type IconSize,
  type IconTone,
  iconNames,
  iconSizes,
  iconTones,
} from './iconNames';
