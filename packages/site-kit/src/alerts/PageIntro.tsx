import { Box, Container, Heading, Stack, Text } from '@allas/ui';
import type { ReactNode } from 'react';

/** A narrow page of this area: its one h1, an optional intro, then the content. */
export function PageIntro({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box paddingY="xxlarge">
      <Container width="narrow">
        <Stack space="large">
          <Stack space="medium">
            <Heading level={1}>{heading}</Heading>
            {intro ? <Text size="large">{intro}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
