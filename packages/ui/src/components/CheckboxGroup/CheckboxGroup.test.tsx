import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { CheckboxGroup } from './CheckboxGroup';

const levels = [
  { value: 'junior', label: 'Pályakezdő' },
  { value: 'medior', label: 'Tapasztalt', description: '2–5 év tapasztalat' },
  { value: 'senior', label: 'Vezető' },
  { value: 'intern', label: 'Gyakornok', disabled: true },
];

function Controlled({ onChange }: { onChange: (values: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['senior']);
  return (
    <CheckboxGroup
      label="Szint"
      options={levels}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend, holding one checkbox per option', () => {
    renderWithUi(<CheckboxGroup label="Milyen szinten keresel?" options={levels} />);
    const group = screen.getByRole('group', { name: 'Milyen szinten keresel?' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(group).getByRole('checkbox', { name: 'Tapasztalt' })).toHaveAccessibleDescription(
      '2–5 év tapasztalat',
    );
    expect(within(group).getByRole('checkbox', { name: 'Gyakornok' })).toBeDisabled();
  });

  it('reports the checked values in option order', async () => {
    const onChange = vi.fn();
    renderWithUi(<CheckboxGroup label="Szint" options={levels} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vezető' }));
    expect(onChange).toHaveBeenLastCalledWith(['senior']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pályakezdő' }));
    expect(onChange).toHaveBeenLastCalledWith(['junior', 'senior']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vezető' }));
    expect(onChange).toHaveBeenLastCalledWith(['junior']);
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    renderWithUi(<Controlled onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Vezető' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tapasztalt' }));
    expect(screen.getByRole('checkbox', { name: 'Tapasztalt' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['medior', 'senior']);
  });

  it('puts the error on the group, announced, and marks every checkbox invalid', () => {
    renderWithUi(
      <CheckboxGroup
        label="Szint"
        hint="Többet is választhat"
        options={levels}
        required
        error="At least one level is required!"
      />,
    );
    const group = screen.getByRole('group', { name: 'Szint (Required)' });
    expect(group).toHaveAccessibleDescription(
      'Többet is választhat At least one level is required!',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('At least one level is required!');
    for (const box of within(group).getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('disables every checkbox through the fieldset', async () => {
    const onChange = vi.fn();
    renderWithUi(<CheckboxGroup label="Szint" options={levels} disabled onChange={onChange} />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vezető' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('forwards its ref to the first checkbox and names every checkbox for plain forms', () => {
    let node: HTMLInputElement | null = null;
    renderWithUi(
      <CheckboxGroup
        label="Szint"
        name="levels"
        options={levels}
        ref={(element) => {
          node = element;
        }}
      />,
    );
    expect(node).toBe(screen.getByRole('checkbox', { name: 'Pályakezdő' }));
    for (const box of screen.getAllByRole('checkbox'))
      expect(box).toHaveAttribute('name', 'levels');
  });
});
