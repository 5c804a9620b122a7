import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { SearchField } from './SearchField';

function RegisteredForm({ onValid }: { onValid: (values: { q: string }) => void }) {
  const { register, handleSubmit } = useForm<{ q: string }>({ defaultValues: { q: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <SearchField label="Keresés az állások között" {...register('q')} />
      <button type="submit">Send</button>
    </form>
  );
}

function Controlled({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('ápoló');
  return (
    <>
      <SearchField
        label="Pozíció"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onSearch={onSearch}
      />
      <output>{`value: ${value}`}</output>
    </>
  );
}

describe('SearchField', () => {
  it('is a searchbox named by its label, with a decorative search icon', () => {
    renderWithUi(<SearchField label="Munkakör, cég" hint="Például: targoncás" />);
    const input = screen.getByRole('searchbox', { name: 'Munkakör, cég' });
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAccessibleDescription('Például: targoncás');
    expect(input.parentElement?.querySelector('svg[data-icon="search"]')).not.toBeNull();
  });

  it('calls onSearch with the text on Enter', async () => {
    const onSearch = vi.fn();
    renderWithUi(<SearchField label="Munkakör" onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Munkakör' }), 'hegesztő{Enter}');
    expect(onSearch).toHaveBeenCalledWith('hegesztő');
  });

  it('shows a clear button only with text; clearing empties, focuses and calls onClear', async () => {
    const onClear = vi.fn();
    const onChange = vi.fn();
    renderWithUi(<SearchField label="Munkakör" onClear={onClear} onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Munkakör' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'szakács');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ value: '' }) }),
    );
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears a controlled value through onChange', async () => {
    const onSearch = vi.fn();
    renderWithUi(<Controlled onSearch={onSearch} />, { provider: { locale: 'hu' } });
    await userEvent.click(screen.getByRole('button', { name: 'Keresés törlése' }));
    expect(screen.getByText('value:')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pozíció' }), 'sofőr{Enter}');
    expect(onSearch).toHaveBeenCalledWith('sofőr');
  });

  it('wires the error, required and disabled states', () => {
    renderWithUi(<SearchField label="Város" error="Required field!" required disabled />);
    const input = screen.getByRole('searchbox', { name: 'Város' });
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Required field!');
  });

  it("forwards its ref and works with react-hook-form's register, clear included", async () => {
    const onValid = vi.fn();
    renderWithUi(<RegisteredForm onValid={onValid} />);
    const input = screen.getByRole('searchbox', { name: 'Keresés az állások között' });
    await userEvent.type(input, 'villanyszerelő');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenLastCalledWith({ q: 'villanyszerelő' }, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenLastCalledWith({ q: '' }, expect.anything());
  });
});
