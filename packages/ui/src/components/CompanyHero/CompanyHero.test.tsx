import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { CompanyHero } from './CompanyHero';

const company = {
  name: 'Árvíztűrő Tükörfúrógép Kft.',
  industry: 'Gépgyártás',
  size: '50-249',
  followerCount: 320,
  openJobCount: 7,
  jobsHref: '/cegek/arvizturo/allasok',
} as const;

describe('CompanyHero', () => {
  it('heads the page with the name, facts and the open jobs link', () => {
    renderWithUi(<CompanyHero {...company} />, { provider: { locale: 'hu' } });
    expect(screen.getByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
    expect(screen.getByText('Gépgyártás')).toBeInTheDocument();
    expect(screen.getByText('50–249 fő')).toBeInTheDocument();
    expect(screen.getByText('320 követő')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7 nyitott állás' })).toHaveAttribute(
      'href',
      '/cegek/arvizturo/allasok',
    );
  });

  it('follows and unfollows', async () => {
    const onToggleFollow = vi.fn();
    renderWithUi(
      <CompanyHero {...company} followState="followed" onToggleFollow={onToggleFollow} />,
    );
    const toggle = screen.getByRole('button', { name: 'Following' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(onToggleFollow).toHaveBeenCalledWith(false);
  });

  it('has no jobs link without open jobs and no toggle when signed out', () => {
    renderWithUi(<CompanyHero {...company} openJobCount={0} headingLevel={2} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

describe('CompanyHero landmark', () => {
  it('is a region named by the company', () => {
    renderWithUi(<CompanyHero {...company} />);
    expect(screen.getByRole('region', { name: company.name })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
