import { Children, type ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box } from '../Box';
import { collapsing } from '../Inline/collapse';
import type { CollapseBreakpoint } from '../Inline/inlineOptions';
import { classNames } from '../private/classNames';
import { collapseBelowDesktop, collapseBelowTablet, column } from './Columns.css';
import type { ColumnsAlignY, ColumnWidth } from './columnsOptions';

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'stretch',
} as const;

export interface ColumnsProps {
  /** Column elements. */
  children: ReactNode;
  /** Space between columns (and between stacked columns when collapsed). */
  space?: Sprinkles['gap'];
  /** Stack the columns below this breakpoint. */
  collapseBelow?: CollapseBreakpoint;
  alignY?: ColumnsAlignY;
  id?: string;
}

/** A row of Column elements with even gutters, stacking on small screens when asked. */
export function Columns({
  children,
  space = 'medium',
  collapseBelow,
  alignY = 'stretch',
  id,
}: ColumnsProps) {
  return (
    <Box
      id={id}
      display="flex"
      flexDirection={collapsing(collapseBelow, 'column', 'row')}
      gap={space}
      alignItems={collapsing(collapseBelow, 'stretch', alignItems[alignY])}
      className={classNames(
        collapseBelow === 'tablet' && collapseBelowTablet,
        collapseBelow === 'desktop' && collapseBelowDesktop,
      )}
    >
      {Children.toArray(children)}
    </Box>
  );
}

export interface ColumnProps {
  children?: ReactNode;
  width?: ColumnWidth;
}

/** One column of a Columns row. */
export function Column({ children, width }: ColumnProps) {
  return <div className={column({ width })}>{children}</div>;
}
