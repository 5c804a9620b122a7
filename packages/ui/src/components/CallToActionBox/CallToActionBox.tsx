import type { Ref } from 'react';
import type { ButtonVariant } from '../Button/buttonOptions';
import { ButtonLink } from '../ButtonLink';
import { action, body, box, copy, title } from './CallToActionBox.css';
import type { CallToActionTone } from './callToActionOptions';

export const callToActionHeadingLevels = [2, 3, 4] as const;
export type CallToActionHeadingLevel = (typeof callToActionHeadingLevels)[number];

export interface CallToActionBoxProps {
  title: string;
  body?: string;
  /** The one action: a link that looks like a button. */
  actionLabel: string;
  actionHref: string;
  /** Opens the action in a new tab (e.g. a partner's order form). */
  actionExternal?: boolean;
  tone?: CallToActionTone;
  headingLevel?: CallToActionHeadingLevel;
  ref?: Ref<HTMLElement>;
}

/** Each tone's button keeps its contrast against the box behind it. */
const actionVariant: Record<CallToActionTone, ButtonVariant> = {
  brand: 'primary-red',
  red: 'primary-red',
  neutral: 'primary',
};

/** A box that asks for one thing: a title, a sentence and a button link. */
export function CallToActionBox({
  title: heading,
  body: text,
  actionLabel,
  actionHref,
  actionExternal = false,
  tone = 'brand',
  headingLevel = 2,
  ref,
}: CallToActionBoxProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} className={box({ tone })} aria-label={heading}>
      <div className={copy}>
        <Heading className={title}>{heading}</Heading>
        {text ? <p className={body}>{text}</p> : null}
      </div>
      <div className={action}>
        <ButtonLink
          href={actionHref}
          variant={actionVariant[tone]}
          size="big"
          external={actionExternal}
        >
          {actionLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
