import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { TextField } from './TextField';
import { textFieldTypes } from './textFieldOptions';

function RegisteredForm({ onValid }: { onValid: (values: { city: string }) => void }) {
  const { register, handleSubmit, formState } = useForm<{ city: string }>();
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <TextField
        label="Lakóhely"
        required
        error={formState.errors.city?.message}
        {...register('city', { required: 'Required field!' })}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextField', () => {
  it('is a textbox named by its label and describes itself with the hint', () => {
    renderWithUi(<TextField label="Lakóhely" hint="Település neve, pl. Győr" />);
    const input = screen.getByRole('textbox', { name: 'Lakóhely' });
    expect(input).toHaveAccessibleDescription('Település neve, pl. Győr');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks itself invalid, announces the error and is described by hint and error', () => {
    renderWithUi(
      <TextField
        label="E-mail"
        type="email"
        hint="A munkahelyi címed"
        error="Invalid email address."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A munkahelyi címed Invalid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address.');
  });

  it('shows the required marker and is natively required', () => {
    renderWithUi(<TextField label="Vezetéknév" required />);
    const input = screen.getByRole('textbox', { name: 'Vezetéknév' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('title', 'Required');
  });

  it('is disabled natively and takes no input', async () => {
    renderWithUi(<TextField label="Cégnév" disabled defaultValue="Állás Kft." />);
    const input = screen.getByRole('textbox', { name: 'Cégnév' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('Állás Kft.');
  });

  it.each(textFieldTypes)('renders the native type %s', (type) => {
    renderWithUi(<TextField label="Mező" type={type} />);
    expect(screen.getByLabelText('Mező')).toHaveAttribute('type', type);
  });

  it('passes autoComplete and shows a decorative leading icon', () => {
    renderWithUi(<TextField label="Város" leadingIcon="location" autoComplete="address-level2" />);
    const input = screen.getByRole('textbox', { name: 'Város' });
    expect(input).toHaveAttribute('autocomplete', 'address-level2');
    expect(input.parentElement?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('forwards its ref to the native input and calls onChange', async () => {
    const onChange = vi.fn();
    let node: HTMLInputElement | null = null;
    renderWithUi(
      <TextField
        label="Keresztnév"
        onChange={onChange}
        ref={(element) => {
          node = element;
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Keresztnév' });
    expect(node).toBe(input);
    await userEvent.type(input, 'Ádám');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(input).toHaveValue('Ádám');
  });

  it("works with react-hook-form's register", async () => {
    const onValid = vi.fn();
    renderWithUi(<RegisteredForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Required field!');
    const input = screen.getByRole('textbox', { name: 'Lakóhely' });
    expect(input).toHaveFocus();
    await userEvent.type(input, 'Kolozsvár');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ city: 'Kolozsvár' }, expect.anything());
  });
});
