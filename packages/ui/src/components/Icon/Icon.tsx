import { useId } from 'react';
import { icon } from './Icon.css';
import type { IconName, IconSize, IconTone } from './iconNames';
import { iconPaths } from './iconPaths';

export interface IconProps {
  name: IconName;
  size?: IconSize;
  tone?: IconTone;
  /**
   * Gives the icon a name for assistive technology (role img). Without it the icon is decorative
   * and hidden, because the text next to it already says what it means.
   */
  label?: string;
}

/** An inline SVG icon from the allas set. */
export function Icon({ name, size, tone, label }: IconProps) {
  const titleId = useId();
  const className = icon({ size, tone });
  if (label) {
    return (
      <svg
        className={className}
        viewBox="0 0 24 24"
        role="img"
        aria-labelledby={titleId}
        data-icon={name}
      >
        <title id={titleId}>{label}</title>
        {iconPaths[name]}
      </svg>
    );
  }
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {iconPaths[name]}
    </svg>
  );
}
