export { OfficeList, type OfficeListProps } from './OfficeList';
export type { Office } from './office';
