import type { ReactNode } from 'react';
import { container } from './Container.css';
import type { ContainerElement, ContainerWidth } from './containerOptions';

export interface ContainerProps {
  children: ReactNode;
  /** Maximum content width: narrow for reading, standard for pages, wide for lists and maps. */
  width?: ContainerWidth;
  as?: ContainerElement;
  id?: string;
}

/** Centres page content at a maximum width with gutters that grow with the viewport. */
export function Container({ children, width, as: Element = 'div', id }: ContainerProps) {
  return (
    <Element id={id} className={container({ width })}>
      {children}
    </Element>
  );
}
