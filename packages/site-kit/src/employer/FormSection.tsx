import { Box, Container, Heading, Stack, Text } from '@allas/ui';
import type { ReactNode } from 'react';

/** A form's own section of a landing page: h2, a line of intro, the form. */
export function FormSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" paddingY="xxlarge" aria-labelledby={`${id}-heading`} id={id}>
      <Container width="narrow">
        <Stack space="large">
          <Heading level={2} id={`${id}-heading`}>
            {heading}
          </Heading>
          {intro ? <Text>{intro}</Text> : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
