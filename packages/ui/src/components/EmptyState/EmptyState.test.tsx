import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, the explanation and the action', () => {
    renderWithUi(
      <EmptyState
        icon="saved"
        title="Még nincs mentett állása"
        action={<a href="/allasok">Állások böngészése</a>}
      >
        A szív ikonnal mentheti el a kedvenc hirdetéseit.
      </EmptyState>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Még nincs mentett állása' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A szív ikonnal mentheti el a kedvenc hirdetéseit.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Állások böngészése' })).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    renderWithUi(<EmptyState title="Nu există aplicări" headingLevel={3} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Nu există aplicări' }),
    ).toBeInTheDocument();
  });
});
