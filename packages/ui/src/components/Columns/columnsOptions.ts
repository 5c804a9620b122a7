/** Width of one Column: a share of the row, its content's width, or the space left (fluid). */
export const columnWidths = ['fluid', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

export const columnsAlignsY = ['top', 'center', 'bottom', 'stretch'] as const;
export type ColumnsAlignY = (typeof columnsAlignsY)[number];
