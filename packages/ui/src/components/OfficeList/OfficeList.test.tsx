import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { OfficeList } from './OfficeList';
import { officeFixtures } from './officeFixtures';

describe('OfficeList', () => {
  it('lists every office with its written address', () => {
    renderWithUi(<OfficeList offices={officeFixtures} />);
    const list = screen.getByRole('list', { name: 'Offices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Budapesti központ — Váci úti Irodaház');
    expect(items[0]).toHaveTextContent('1138 Budapest, Váci út 99., XIII. kerület');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers "Show on map" for offices with a position, described by the office name', async () => {
    const onShowOnMap = vi.fn();
    renderWithUi(<OfficeList offices={officeFixtures} onShowOnMap={onShowOnMap} />);
    const buttons = screen.getAllByRole('button', { name: 'Show on map' });
    expect(buttons).toHaveLength(4);
    expect(buttons[3]).toHaveAccessibleDescription('Sediul din Cluj-Napoca');
    await userEvent.click(buttons[3] as HTMLElement);
    expect(onShowOnMap).toHaveBeenCalledWith(officeFixtures[3]);
  });

  it('takes its label from the locale or the caller', () => {
    const { unmount } = renderWithUi(<OfficeList offices={officeFixtures} />, {
      provider: { locale: 'hu' },
    });
    expect(screen.getByRole('list', { name: 'Irodák' })).toBeInTheDocument();
    unmount();
    renderWithUi(<OfficeList offices={officeFixtures} label="Irodáink" />);
    expect(screen.getByRole('list', { name: 'Irodáink' })).toBeInTheDocument();
  });
});
