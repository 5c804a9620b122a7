import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Select } from './Select';

const counties = [
  { value: 'CJ', label: 'Cluj' },
  { value: 'B', label: 'București' },
  { value: 'TM', label: 'Timiș' },
  { value: 'IS', label: 'Iași', disabled: true },
];

function RegisteredForm({ onValid }: { onValid: (values: { county: string }) => void }) {
  const { register, handleSubmit, formState } = useForm<{ county: string }>();
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <Select
        label="Județul de reședință"
        placeholder="Alegeți județul"
        options={counties}
        required
        error={formState.errors.county?.message}
        {...register('county', { required: 'Câmp obligatoriu!' })}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('Select', () => {
  it('is a combobox named by its label with the options and a placeholder first', () => {
    renderWithUi(<Select label="Județul" placeholder="Alegeți județul" options={counties} />);
    const select = screen.getByRole('combobox', { name: 'Județul' });
    expect(select).toHaveValue('');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Alegeți județul',
      'Cluj',
      'București',
      'Timiș',
      'Iași',
    ]);
    expect(screen.getByRole('option', { name: 'Iași' })).toBeDisabled();
  });

  it('makes the placeholder unselectable when required', () => {
    renderWithUi(
      <Select label="Județul" placeholder="Alegeți județul" options={counties} required />,
    );
    expect(screen.getByRole('combobox', { name: 'Județul' })).toBeRequired();
    expect(screen.getByRole('option', { name: 'Alegeți județul' })).toBeDisabled();
  });

  it('selects an option and calls onChange', async () => {
    const onChange = vi.fn();
    renderWithUi(<Select label="Județul" options={counties} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Județul' });
    expect(select).toHaveValue('CJ');
    await userEvent.selectOptions(select, 'Timiș');
    expect(select).toHaveValue('TM');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('wires hint and error, and disables natively', () => {
    renderWithUi(
      <Select label="Megye" hint="Ahol él" error="Kötelező mező!" disabled options={counties} />,
    );
    const select = screen.getByRole('combobox', { name: 'Megye' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Ahol él Kötelező mező!');
    expect(screen.getByRole('alert')).toHaveTextContent('Kötelező mező!');
  });

  it("forwards its ref and works with react-hook-form's register", async () => {
    const onValid = vi.fn();
    renderWithUi(<RegisteredForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Câmp obligatoriu!');
    const select = screen.getByRole('combobox', { name: 'Județul de reședință' });
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'București');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ county: 'B' }, expect.anything());
  });
});
