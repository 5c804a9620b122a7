export { CookieConsentBar, type CookieConsentBarProps } from './CookieConsentBar';
