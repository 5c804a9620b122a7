import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { RadioGroup } from './RadioGroup';

const methods = [
  { value: 'profile', label: 'Saját profillal' },
  { value: 'cv', label: 'Önéletrajz feltöltésével', description: 'PDF, legfeljebb 3 MB' },
  { value: 'linkedin', label: 'LinkedIn-profillal' },
  { value: 'contact', label: 'Csak elérhetőséggel', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its legend with one radio per option', () => {
    renderWithUi(<RadioGroup label="Jelentkezés módja" options={methods} />);
    const group = screen.getByRole('radiogroup', { name: 'Jelentkezés módja' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(
      screen.getByRole('radio', { name: 'Önéletrajz feltöltésével' }),
    ).toHaveAccessibleDescription('PDF, legfeljebb 3 MB');
  });

  it('chooses one value at a time and calls onChange', async () => {
    const onChange = vi.fn();
    renderWithUi(<RadioGroup label="Mód" options={methods} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'LinkedIn-profillal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Saját profillal' }));
    expect(onChange).toHaveBeenLastCalledWith('profile');
    expect(screen.getByRole('radio', { name: 'Saját profillal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'LinkedIn-profillal' })).not.toBeChecked();
  });

  it('moves and chooses with the arrow keys, skipping disabled options', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <RadioGroup label="Mód" options={methods} defaultValue="cv" onChange={onChange} />,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Önéletrajz feltöltésével' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'LinkedIn-profillal' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('linkedin');
    // The next one is disabled: the arrow skips it and wraps round to the first.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Saját profillal' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'LinkedIn-profillal' })).toBeChecked();
  });

  it('puts the error on the radiogroup and requires a choice', () => {
    renderWithUi(
      <RadioGroup
        label="Mód"
        hint="Egyet válasszon"
        options={methods}
        required
        error="Choose an application method."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Mód (Required)' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Egyet válasszon Choose an application method.');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an application method.');
    expect(screen.getByRole('radio', { name: 'Saját profillal' })).toBeRequired();
  });

  it('disables every radio through the fieldset', () => {
    renderWithUi(<RadioGroup label="Mód" options={methods} disabled defaultValue="cv" />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('forwards its ref to the first radio', () => {
    let node: HTMLInputElement | null = null;
    renderWithUi(
      <RadioGroup
        label="Mód"
        name="method"
        options={methods}
        ref={(element) => {
          node = element;
        }}
      />,
    );
    expect(node).toBe(screen.getByRole('radio', { name: 'Saját profillal' }));
    expect(node).toHaveAttribute('name', 'method');
  });
});
