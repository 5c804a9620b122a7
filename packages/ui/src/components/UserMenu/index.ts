export { UserMenu, type UserMenuItem, type UserMenuProps } from './UserMenu';
