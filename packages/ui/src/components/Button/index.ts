export { Button, type ButtonProps } from './Button';
export {
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
  buttonSizes,
  buttonTypes,
  buttonVariants,
} from './buttonOptions';
