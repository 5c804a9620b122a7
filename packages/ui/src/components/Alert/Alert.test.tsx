import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Alert } from './Alert';
import { alertTones } from './alertOptions';

describe('Alert', () => {
  it('shows title, body and action', () => {
    renderWithUi(
      <Alert
        tone="warning"
        title="A hirdetés 3 nap múlva lejár"
        action={<a href="/hosszabbitas">Hosszabbítás</a>}
      >
        Hosszabbítsa meg, hogy a jelöltek továbbra is lássák.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('A hirdetés 3 nap múlva lejár');
    expect(alert).toHaveTextContent('Hosszabbítsa meg, hogy a jelöltek továbbra is lássák.');
    expect(screen.getByRole('link', { name: 'Hosszabbítás' })).toBeInTheDocument();
  });

  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('%s uses role %s and its own look and icon', (tone, role) => {
    renderWithUi(<Alert tone={tone}>Üzenet</Alert>);
    const element = screen.getByRole(role);
    expect(element.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(element.className).toMatch(new RegExp(`tone_${tone}`));
  });

  it('covers every tone', () => {
    expect(alertTones).toEqual(['info', 'success', 'warning', 'error']);
  });

  it('is dismissible only with onDismiss, through a localised close button', async () => {
    const onDismiss = vi.fn();
    const { rerender } = renderWithUi(<Alert>Mentve</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Alert onDismiss={onDismiss}>Mentve</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes a per-instance dismiss label', () => {
    renderWithUi(
      <Alert onDismiss={() => undefined} dismissLabel="Üzenet elrejtése">
        Mentve
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Üzenet elrejtése' })).toBeInTheDocument();
  });
});
