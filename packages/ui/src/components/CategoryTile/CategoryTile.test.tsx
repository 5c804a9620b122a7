import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { renderWithUi } from '../../test/renderWithUi';
import { CategoryTile } from './CategoryTile';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a {...rest} href={`/app${href}`} />;
}

describe('CategoryTile', () => {
  it('is one link through the provider link, named by the category and its job count', () => {
    renderWithUi(<CategoryTile name="IT" jobCount={1234} icon="briefcase" href="/jobs/it" />, {
      provider: { linkComponent: RouterLink },
    });
    const link = screen.getByRole('link', { name: 'IT 1,234 jobs' });
    expect(link).toHaveAttribute('href', '/app/jobs/it');
  });

  it.each([
    ['hu', 1234, 'Informatika 1234 állás'],
    ['hu', 12345, 'Informatika 12\u00a0345 állás'],
    ['ro', 1, 'Informatika 1 loc de muncă'],
    ['ro', 3, 'Informatika 3 locuri de muncă'],
    ['ro', 20, 'Informatika 20 de locuri de muncă'],
    ['ro', 1234, 'Informatika 1.234 de locuri de muncă'],
    ['en', 1, 'Informatika 1 job'],
  ] as const)('counts jobs in %s: %i', (locale, count, name) => {
    renderWithUi(<CategoryTile name="Informatika" jobCount={count} icon="briefcase" href="/it" />, {
      provider: { locale },
    });
    expect(screen.getByRole('link')).toHaveAccessibleName(name);
  });

  it('takes its own count wording', () => {
    renderWithUi(
      <CategoryTile
        name="IT"
        jobCount={3}
        icon="briefcase"
        href="/it"
        formatJobCount={(count) => `${count} Stellen`}
      />,
    );
    expect(screen.getByRole('link', { name: 'IT 3 Stellen' })).toBeInTheDocument();
  });
});
