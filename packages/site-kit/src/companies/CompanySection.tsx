import { Box, Heading, Stack } from '@allas/ui';
import { type ReactNode, useId } from 'react';

/** One titled part of a company page: a region named by its h2. */
export function CompanySection({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box as="section" id={id} aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
