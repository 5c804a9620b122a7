import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { renderWithUi } from '../../test/renderWithUi';
import { CompanyCard } from './CompanyCard';
import { companyFixtures } from './companyFixtures';

const company = companyFixtures.hungarian;

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a {...rest} href={`/app${href}`} />;
}

describe('CompanyCard', () => {
  it('links the name through the app link and shows the facts', () => {
    renderWithUi(<CompanyCard {...company} />, { provider: { linkComponent: RouterLink } });
    expect(screen.getByRole('heading', { level: 3, name: company.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.name })).toHaveAttribute(
      'href',
      '/app/cegek/arvizturo-tukorfurogep',
    );
    const facts = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toEqual([
      'Gépgyártás és ipari automatizálás',
      '250–999 employees',
      '12 open jobs',
      '1,248 followers',
    ]);
    expect(screen.getByRole('img', { name: `${company.name} logo` })).toBeInTheDocument();
  });

  it('counts with plural rules in every language', () => {
    const { unmount } = renderWithUi(<CompanyCard {...companyFixtures.romanian} />, {
      provider: { locale: 'ro' },
    });
    expect(screen.getByText('1 job activ')).toBeInTheDocument();
    expect(screen.getByText('21 de urmăritori')).toBeInTheDocument();
    expect(screen.getByText('1.000+ de angajați')).toBeInTheDocument();
    unmount();
    renderWithUi(<CompanyCard {...companyFixtures.small} />, { provider: { locale: 'hu' } });
    expect(screen.getByText('0 nyitott állás')).toBeInTheDocument();
    expect(screen.getByText('1 követő')).toBeInTheDocument();
    expect(screen.getByText('1–9 fő')).toBeInTheDocument();
  });

  it('toggles following with aria-pressed and reports the wished state', async () => {
    const onToggleFollow = vi.fn();
    const { rerender } = renderWithUi(<CompanyCard {...company} onToggleFollow={onToggleFollow} />);
    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    expect(onToggleFollow).toHaveBeenLastCalledWith(true);

    rerender(<CompanyCard {...company} followState="followed" onToggleFollow={onToggleFollow} />);
    const following = screen.getByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(following);
    expect(onToggleFollow).toHaveBeenLastCalledWith(false);
  });

  it('is busy and ignores presses while the follow request is pending', async () => {
    const onToggleFollow = vi.fn();
    renderWithUi(
      <CompanyCard {...company} followState="pending" onToggleFollow={onToggleFollow} />,
    );
    const pending = screen.getByRole('button', { name: 'Follow Request pending' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pending);
    expect(onToggleFollow).not.toHaveBeenCalled();
  });

  it('has no follow toggle without onToggleFollow, and initials without a logo', () => {
    renderWithUi(<CompanyCard {...companyFixtures.small} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('ŐÉ')).toHaveAttribute('aria-hidden', 'true');
  });
});
