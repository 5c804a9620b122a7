import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph by default and a span when asked', () => {
    renderWithUi(
      <Text>
        Bérsáv: <Text as="span">650 000 Ft</Text>
      </Text>,
    );
    expect(screen.getByText('650 000 Ft').tagName).toBe('SPAN');
    expect(screen.getByText(/Bérsáv/).tagName).toBe('P');
  });

  it('keeps diacritics as written', () => {
    renderWithUi(<Text>Șeful ține ședința; tükörfúrógép, őszi műszak</Text>);
    expect(screen.getByText('Șeful ține ședința; tükörfúrógép, őszi műszak')).toBeInTheDocument();
  });

  it('changes look with tone, size and weight', () => {
    renderWithUi(
      <>
        <Text>plain</Text>
        <Text tone="muted">muted</Text>
        <Text size="small">small</Text>
        <Text weight="bold">bold</Text>
      </>,
    );
    const classes = ['plain', 'muted', 'small', 'bold'].map((t) => screen.getByText(t).className);
    expect(new Set(classes).size).toBe(4);
  });
});
