import { Box, Container, Heading, Stack, Text } from '@allas/ui';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Links under the form (register, log in, forgotten password). */
  footer?: ReactNode;
}

/** The frame of every auth page: one h1, a short introduction, the form, and the links below. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container width="narrow">
        <Stack space="large">
          <Stack space="small">
            <Heading level={1}>{title}</Heading>
            {intro ? <Text tone="muted">{intro}</Text> : null}
          </Stack>
          {children}
          {footer ? <Stack space="small">{footer}</Stack> : null}
        </Stack>
      </Container>
    </Box>
  );
}
