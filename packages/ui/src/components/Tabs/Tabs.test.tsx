import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { type TabItem, Tabs } from './Tabs';

const tabs: TabItem[] = [
  { id: 'about', label: 'Rólunk', panel: <p>Budapesti szoftvercég 2009 óta.</p> },
  { id: 'jobs', label: 'Állások (12)', panel: <p>Vezető szoftverfejlesztő (Java, Kubernetes)</p> },
  { id: 'offices', label: 'Irodák', panel: <p>Budapest, XIII. kerület; Cluj-Napoca</p> },
];

describe('Tabs', () => {
  it('shows the first panel, labelled by its selected tab', () => {
    renderWithUi(<Tabs label="Cégprofil" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Cégprofil' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Rólunk' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Irodák' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Rólunk' });
    expect(panel).toHaveTextContent('Budapesti szoftvercég 2009 óta.');
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects on click and reports the change', async () => {
    const onSelectedChange = vi.fn();
    renderWithUi(<Tabs label="Cégprofil" tabs={tabs} onSelectedChange={onSelectedChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Irodák' }));
    expect(onSelectedChange).toHaveBeenCalledWith('offices');
    expect(screen.getByRole('tabpanel', { name: 'Irodák' })).toHaveTextContent('Cluj-Napoca');
  });

  it('moves with arrows (wrapping), Home and End, keeping one tab stop', async () => {
    renderWithUi(<Tabs label="Cégprofil" tabs={tabs} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Rólunk' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Állások (12)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Állások (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Irodák' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rólunk' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Irodák' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Rólunk' })).toHaveFocus();
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Rólunk' })).toHaveFocus();
  });

  it('can be controlled', async () => {
    const onSelectedChange = vi.fn();
    renderWithUi(
      <Tabs label="Cégprofil" tabs={tabs} selectedId="jobs" onSelectedChange={onSelectedChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Rólunk' }));
    expect(onSelectedChange).toHaveBeenCalledWith('about');
    expect(screen.getByRole('tab', { name: 'Állások (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
