import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { renderWithUi } from '../../test/renderWithUi';
import { companyInitials } from './CompanyLogo';
import { JobCard } from './JobCard';
import { sampleJob } from './jobCardFixtures';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a {...rest} href={`/app${href}`} />;
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('JobCard', () => {
  it('is an article named by its title, whose only link is the title through the provider link', () => {
    renderWithUi(<JobCard {...sampleJob} />, { provider: { linkComponent: RouterLink } });
    const card = screen.getByRole('article', { name: sampleJob.title });
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(sampleJob.title);
    expect(links[0]).toHaveAttribute('href', `/app${sampleJob.href}`);
    expect(screen.getByRole('heading', { level: 3, name: sampleJob.title })).toBeInTheDocument();
  });

  it('shows company, location, type, level, home office and tags', () => {
    renderWithUi(<JobCard {...sampleJob} remote />);
    for (const text of [
      'Kész Informatikai Kft.',
      'Budapest, XIII. kerület',
      'Teljes munkaidő',
      'Senior',
      'Home office',
      'Remote',
      'Java 21',
      'Cafeteria',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('formats a HUF range without decimals, in the provider locale, with period and basis', () => {
    renderWithUi(<JobCard {...sampleJob} />, { provider: { locale: 'hu' } });
    expect(squash(screen.getByText(/Ft/).parentElement?.textContent)).toBe(
      '900 000–1 200 000 Ft havonta',
    );
    expect(screen.getByText('bruttó')).toBeInTheDocument();
  });

  it('formats single hourly amounts and euro ranges per locale', () => {
    const { unmount } = renderWithUi(
      <JobCard
        {...sampleJob}
        salary={{ min: 25.5, currency: 'EUR', period: 'hour', basis: 'net' }}
      />,
    );
    expect(squash(screen.getByText('€25.50').parentElement?.textContent)).toBe('€25.50 per hour');
    expect(screen.getByText('net')).toBeInTheDocument();
    unmount();
    renderWithUi(
      <JobCard
        {...sampleJob}
        salary={{ min: 4500, max: 6000, currency: 'RON', period: 'year', basis: 'gross' }}
      />,
      { provider: { locale: 'ro' } },
    );
    expect(squash(screen.getByText(/RON/).parentElement?.textContent)).toBe(
      '4.500 - 6.000 RON pe an',
    );
    expect(screen.getByText('brut')).toBeInTheDocument();
  });

  it('shows no salary line without a salary', () => {
    renderWithUi(<JobCard {...sampleJob} salary={null} />);
    expect(screen.queryByText(/HUF|Ft/)).toBeNull();
    expect(screen.queryByText('gross')).toBeNull();
  });

  it('shows the deadline date and the days left from the given status', () => {
    renderWithUi(<JobCard {...sampleJob} />);
    expect(screen.getByText('15 December 2026')).toHaveAttribute('datetime', '2026-12-15');
    expect(screen.getByText('24 days left')).toBeInTheDocument();
  });

  it('says "Last day" on the deadline day and counts in Romanian with "de" from 20', () => {
    const { unmount } = renderWithUi(
      <JobCard {...sampleJob} status={{ expiring: true, remainingDays: 0 }} />,
    );
    expect(screen.getByText('Last day')).toBeInTheDocument();
    unmount();
    renderWithUi(<JobCard {...sampleJob} />, { provider: { locale: 'ro' } });
    expect(screen.getByText('Au mai rămas 24 de zile')).toBeInTheDocument();
  });

  it('marks new and applied jobs, and featured or partner placements', () => {
    const { rerender } = renderWithUi(
      <JobCard {...sampleJob} status={{ new: true, remainingDays: 20 }} applied />,
    );
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Already applied')).toBeInTheDocument();
    rerender(<JobCard {...sampleJob} promotion="partner" />);
    expect(screen.getByText('Partner')).toBeInTheDocument();
    rerender(<JobCard {...sampleJob} promotion="featured" />);
    expect(screen.getByText('Featured')).toBeInTheDocument();
  });

  it('once expired: says so, hides "New" and the days left, and offers no save button', () => {
    renderWithUi(
      <JobCard
        {...sampleJob}
        status={{ expired: true, new: true, remainingDays: -3 }}
        onToggleSave={vi.fn()}
      />,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByText(/days left/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a save toggle with aria-pressed that reports the next state', async () => {
    const onToggleSave = vi.fn();
    const { rerender } = renderWithUi(<JobCard {...sampleJob} onToggleSave={onToggleSave} />);
    const save = screen.getByRole('button', { name: 'Save job' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(onToggleSave).toHaveBeenLastCalledWith(true);
    rerender(<JobCard {...sampleJob} saved onToggleSave={onToggleSave} />);
    const remove = screen.getByRole('button', { name: 'Remove from saved jobs' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(onToggleSave).toHaveBeenLastCalledWith(false);
  });

  it('shows no save button when the app does not handle saving', () => {
    renderWithUi(<JobCard {...sampleJob} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes per-card chrome overrides', () => {
    renderWithUi(
      <JobCard
        {...sampleJob}
        onToggleSave={vi.fn()}
        strings={{ saveJob: 'Merken', daysLeft: (days) => `noch ${days} Tage` }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Merken' })).toBeInTheDocument();
    expect(screen.getByText('noch 24 Tage')).toBeInTheDocument();
  });

  it('shows the logo as a decorative image, or the initials without one', () => {
    const { container, rerender } = renderWithUi(<JobCard {...sampleJob} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<JobCard {...sampleJob} companyLogoUrl={undefined} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('KI')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its initials from the first two words with letters', () => {
    expect(companyInitials('Kész Informatikai Kft.')).toBe('KI');
    expect(companyInitials('Șantierul & Țesătoria SRL')).toBe('ȘȚ');
    expect(companyInitials('eMAG')).toBe('E');
    expect(companyInitials('4iG Nyrt.')).toBe('IN');
  });

  it('uses the heading level it is given', () => {
    renderWithUi(<JobCard {...sampleJob} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: sampleJob.title })).toBeInTheDocument();
  });
});
