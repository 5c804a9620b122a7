export { Column, type ColumnProps, Columns, type ColumnsProps } from './Columns';
export {
  type ColumnsAlignY,
  type ColumnWidth,
  columnsAlignsY,
  columnWidths,
} from './columnsOptions';
