import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { JobFacts } from './JobFacts';

/** The definition list as term → value text pairs. */
function facts(container: HTMLElement): Record<string, string> {
  const result: Record<string, string> = {};
  for (const term of container.querySelectorAll('dt')) {
    const value = term.nextElementSibling;
    result[term.textContent ?? ''] = (value?.textContent ?? '').replace(/\s+/g, ' ').trim();
  }
  return result;
}

describe('JobFacts', () => {
  it('lists every given fact as term and value, formatted for the locale', () => {
    const { container } = renderWithUi(
      <JobFacts
        salary={{ min: 900_000, max: 1_200_000, currency: 'HUF', period: 'month', basis: 'gross' }}
        bonus="13th month salary"
        startDate="2027-01-04"
        teamSize={12}
        teamAgeRange={{ min: 25, max: 40 }}
        type="Full time"
        level="Senior"
        extras={['Home office', 'Flexible hours']}
        deadline="2026-12-15"
        status={{ remainingDays: 24 }}
      />,
    );
    expect(screen.getAllByRole('term')).toHaveLength(9);
    expect(screen.getAllByRole('definition')).toHaveLength(9);
    expect(facts(container)).toEqual({
      Salary: 'HUF 900,000–1,200,000 per month gross',
      Bonus: '13th month salary',
      'Start date': '4 January 2027',
      'Team size': '12 people',
      'Team age': '25–40 years',
      'Employment type': 'Full time',
      'Experience level': 'Senior',
      'Work arrangement': 'Home office, Flexible hours',
      'Application deadline': '15 December 2026 24 days left',
    });
  });

  it('shows only the facts given', () => {
    const { container } = renderWithUi(<JobFacts type="Part time" teamSize={1} />);
    expect(facts(container)).toEqual({ 'Employment type': 'Part time', 'Team size': '1 person' });
  });

  it('renders nothing without facts', () => {
    const { container } = renderWithUi(<JobFacts />);
    expect(container.querySelector('dl')).toBeNull();
  });

  it('says "Expired" beside a past deadline', () => {
    const { container } = renderWithUi(
      <JobFacts deadline="2026-11-10" status={{ expired: true, remainingDays: -11 }} />,
    );
    expect(facts(container)['Application deadline']).toBe('10 November 2026 Expired');
  });

  it('speaks Hungarian and Romanian, with Romanian "de" from 20 up', () => {
    const { container, unmount } = renderWithUi(
      <JobFacts teamSize={25} teamAgeRange={{ min: 22, max: 35 }} startDate="2027-01-04" />,
      { provider: { locale: 'hu' } },
    );
    expect(facts(container)).toEqual({
      Kezdés: '2027. január 4.',
      'Csapat mérete': '25 fő',
      'Csapat életkora': '22–35 év',
    });
    unmount();
    const ro = renderWithUi(<JobFacts teamSize={25} teamAgeRange={{ min: 18, max: 19 }} />, {
      provider: { locale: 'ro' },
    });
    expect(facts(ro.container)).toEqual({
      'Mărimea echipei': '25 de persoane',
      'Vârsta echipei': '18–19 ani',
    });
  });

  it('takes per-instance string overrides', () => {
    const { container } = renderWithUi(
      <JobFacts type="Projekt" strings={{ jobFactType: 'Beschäftigungsart' }} />,
    );
    expect(facts(container)).toEqual({ Beschäftigungsart: 'Projekt' });
  });
});
