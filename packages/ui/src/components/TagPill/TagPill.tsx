import type { ReactNode, Ref } from 'react';
import { useUi } from '../../provider/hooks';
import { Icon, type IconName } from '../Icon';
import { tagPill } from './TagPill.css';
import type { TagPillTone } from './tagPillOptions';

interface TagPillCommonProps {
  /** The tag in words (product copy: a skill, a benefit, a state). */
  label: string;
  /** A decorative icon before the label; the label already says what it means. */
  icon?: IconName;
  tone?: TagPillTone;
}

/** A static tag. */
export interface TagPillStaticProps extends TagPillCommonProps {
  href?: never;
  pressed?: never;
  onPressedChange?: never;
  ref?: Ref<HTMLSpanElement>;
}

/** A tag that navigates (e.g. to the job list filtered by it), through the provider's link. */
export interface TagPillLinkProps extends TagPillCommonProps {
  href: string;
  pressed?: never;
  onPressedChange?: never;
  ref?: Ref<HTMLAnchorElement>;
}

/** A tag that switches something on and off (e.g. a quick filter): a button with aria-pressed. */
export interface TagPillToggleProps extends TagPillCommonProps {
  href?: never;
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

export type TagPillProps = TagPillStaticProps | TagPillLinkProps | TagPillToggleProps;

/** A small rounded label: static, a link, or a toggle button. */
export function TagPill(props: TagPillProps) {
  const { LinkComponent } = useUi();
  const { label, icon, tone } = props;
  const isToggle = props.pressed !== undefined;
  const content: ReactNode = (
    <>
      {isToggle && props.pressed ? (
        <Icon name="check" size="small" />
      ) : icon ? (
        <Icon name={icon} size="small" />
      ) : null}
      <span>{label}</span>
    </>
  );
  if (props.href !== undefined) {
    return (
      <LinkComponent
        ref={props.ref}
        href={props.href}
        className={tagPill({ tone, interactive: true })}
      >
        {content}
      </LinkComponent>
    );
  }
  if (props.pressed !== undefined) {
    const { pressed, onPressedChange } = props;
    return (
      <button
        ref={props.ref}
        type="button"
        aria-pressed={pressed}
        onClick={() => onPressedChange(!pressed)}
        className={tagPill({ tone, interactive: true })}
      >
        {content}
      </button>
    );
  }
  return (
    <span ref={props.ref} className={tagPill({ tone })}>
      {content}
    </span>
  );
}
