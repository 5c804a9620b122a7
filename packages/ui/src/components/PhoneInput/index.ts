export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export { type PhoneRegion, phoneRegions } from './phoneInputOptions';
