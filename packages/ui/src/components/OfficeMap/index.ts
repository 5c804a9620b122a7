export { OfficeMap, type OfficeMapProps } from './OfficeMap';
