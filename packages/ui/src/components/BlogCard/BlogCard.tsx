import type { Ref } from 'react';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { formatCalendarDate } from '../private/localeFormat';
import { body, card, category, excerpt, image, meta, title, titleLink } from './BlogCard.css';
import { blogCardStrings } from './blogCardStrings';

export const blogCardHeadingLevels = [2, 3, 4] as const;
export type BlogCardHeadingLevel = (typeof blogCardHeadingLevels)[number];

export interface BlogCardProps {
  title: string;
  href: string;
  /** Publication date, ISO ("2026-03-14"); shown in the chrome locale's long form. */
  publishedAt: string;
  excerpt?: string;
  readingMinutes?: number;
  category?: string;
  imageSrc?: string;
  /** The picture is decorative by default: the title says what the post is about. */
  imageAlt?: string;
  headingLevel?: BlogCardHeadingLevel;
  ref?: Ref<HTMLElement>;
}

/** A blog post teaser: picture, category, title link, excerpt, date and reading time. */
export function BlogCard({
  title: postTitle,
  href,
  publishedAt,
  excerpt: postExcerpt,
  readingMinutes,
  category: postCategory,
  imageSrc,
  imageAlt = '',
  headingLevel = 3,
  ref,
}: BlogCardProps) {
  const { locale, LinkComponent } = useUi();
  const strings = useStrings(blogCardStrings);
  const Heading = `h${headingLevel}` as const;
  return (
    <article ref={ref} className={card}>
      {imageSrc ? (
        <img className={image} src={imageSrc} alt={imageAlt} fetchPriority="low" />
      ) : null}
      <div className={body}>
        {postCategory ? <p className={category}>{postCategory}</p> : null}
        <Heading className={title}>
          <LinkComponent href={href} className={titleLink}>
            {postTitle}
          </LinkComponent>
        </Heading>
        {postExcerpt ? <p className={excerpt}>{postExcerpt}</p> : null}
        <p className={meta}>
          <time dateTime={publishedAt}>{formatCalendarDate(publishedAt, locale)}</time>
          {readingMinutes ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{strings.readingTime(readingMinutes)}</span>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
