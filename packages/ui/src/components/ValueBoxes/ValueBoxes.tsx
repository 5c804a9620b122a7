import type { Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import { box, grid, icon, text, title } from './ValueBoxes.css';

export interface CompanyValue {
  title: string;
  text: string;
  icon?: IconName;
}

export const valueBoxesHeadingLevels = [2, 3, 4] as const;
export type ValueBoxesHeadingLevel = (typeof valueBoxesHeadingLevels)[number];

export interface ValueBoxesProps {
  values: readonly CompanyValue[];
  /** Level of each value's title; 3 by default (under the page's "Our values" h2). */
  headingLevel?: ValueBoxesHeadingLevel;
  /** Names the list when no heading right before it does. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  ref?: Ref<HTMLUListElement>;
}

/** A company's values as a grid of boxes: title, text and an optional icon. */
export function ValueBoxes({ values, headingLevel = 3, ref, ...labelling }: ValueBoxesProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul ref={ref} className={grid} {...labelling}>
      {values.map((value) => (
        <li key={value.title} className={box}>
          {value.icon ? (
            <span className={icon}>
              <Icon name={value.icon} />
            </span>
          ) : null}
          <Heading className={title}>{value.title}</Heading>
          <p className={text}>{value.text}</p>
        </li>
      ))}
    </ul>
  );
}
