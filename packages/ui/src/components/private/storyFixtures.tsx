import type { ReactNode } from 'react';
import { Box } from '../Box';
import { Text } from '../Text';

/** A labelled placeholder block for layout stories: shows where each item sits. */
export function Placeholder({ children, height }: { children: ReactNode; height?: number }) {
  return (
    <Box background="sunken" borderRadius="medium" padding="small">
      <div style={{ minHeight: height }}>
        <Text size="small">{children}</Text>
      </div>
    </Box>
  );
}
