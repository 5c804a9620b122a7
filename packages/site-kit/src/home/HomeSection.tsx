import { Box, Container, Heading, Inline, Link, Stack } from '@allas/ui';
import type { ReactNode } from 'react';

/**
 * One band of the home page: a landmark named by its h2, and an optional link to the whole list
 * (only given when that screen exists).
 */
export function HomeSection({
  id,
  heading,
  more,
  background,
  children,
}: {
  /** Unique on the page: the heading's id is derived from it. */
  id: string;
  heading: string;
  more?: { label: string; href: string };
  background?: 'sunken';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" paddingY="xlarge" background={background} aria-labelledby={headingId}>
      <Container>
        <Stack space="large">
          <Inline space="medium" align="spaceBetween" alignY="center">
            <Heading level={2} id={headingId}>
              {heading}
            </Heading>
            {more ? (
              <Link href={more.href} weight="semibold">
                {more.label}
              </Link>
            ) : null}
          </Inline>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
