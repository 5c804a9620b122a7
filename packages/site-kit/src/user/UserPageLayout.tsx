import { Box, Column, Columns, Container, Heading, Link, Stack, Text } from '@allas/ui';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { userSections } from './userSections';

export interface UserPageLayoutProps {
  /** The route name of the page, marked as the current section in the side navigation. */
  current: string;
  /** The page's h1. */
  title: string;
  /** One line under the title about what the page is for. */
  intro?: string;
  children: ReactNode;
}

/**
 * The shared user-page wrapper (spec §2 signed-in area): the account sections as a side navigation
 * (stacked above the page on narrow screens) and the page's own content with its heading.
 */
export function UserPageLayout({ current, title, intro, children }: UserPageLayoutProps) {
  const t = useMessages();
  const href = useLocalizedHref();
  const sections = userSections.filter(
    (section) => section.route === current || isRegistered(section.route),
  );
  return (
    <Box paddingY="xlarge">
      <Container>
        <Columns space="xlarge" collapseBelow="desktop">
          <Column width="1/4">
            <Box as="nav" aria-label={t('user.nav.label')}>
              <Stack as="ul" space="small">
                {sections.map((section) => (
                  <Link
                    key={section.route}
                    href={href(section.path)}
                    aria-current={section.route === current ? 'page' : undefined}
                    weight={section.route === current ? 'semibold' : 'regular'}
                    tone={section.route === current ? 'neutral' : 'link'}
                  >
                    {t(section.label)}
                  </Link>
                ))}
              </Stack>
            </Box>
          </Column>
          <Column>
            <Stack space="large">
              <Stack space="small">
                <Heading level={1}>{title}</Heading>
                {intro ? <Text tone="muted">{intro}</Text> : null}
              </Stack>
              {children}
            </Stack>
          </Column>
        </Columns>
      </Container>
    </Box>
  );
}
