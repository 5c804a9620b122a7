import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { PasswordField } from './PasswordField';

function RegisteredForm({ onValid }: { onValid: (values: { password: string }) => void }) {
  const { register, handleSubmit, formState } = useForm<{ password: string }>();
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <PasswordField
        label="Jelszó"
        required
        error={formState.errors.password?.message}
        {...register('password', { minLength: { value: 8, message: 'Password is too short.' } })}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('PasswordField', () => {
  it('hides the password and shows it while the toggle is pressed', async () => {
    renderWithUi(<PasswordField label="Jelszó" defaultValue="Tűzoltó-2025" />);
    const input = screen.getByLabelText(/^Jelszó/, { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Jelszó' })).toHaveValue('Tűzoltó-2025');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('toggles from the keyboard', async () => {
    renderWithUi(<PasswordField label="Jelszó" />);
    await userEvent.tab();
    expect(screen.getByLabelText(/^Jelszó/, { selector: 'input' })).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('names the toggle in the chrome language and takes an override', () => {
    const { unmount } = renderWithUi(<PasswordField label="Parolă" />, {
      provider: { locale: 'ro' },
    });
    expect(screen.getByRole('button', { name: 'Afișează parola' })).toBeInTheDocument();
    unmount();
    renderWithUi(<PasswordField label="Jelszó" toggleLabel="Jelszó mutatása" />);
    expect(screen.getByRole('button', { name: 'Jelszó mutatása' })).toBeInTheDocument();
  });

  it('wires hint, error and required state to the input', () => {
    renderWithUi(
      <PasswordField
        label="Jelszó"
        hint="Legalább 8 karakter"
        error="Invalid password."
        required
      />,
    );
    const input = screen.getByLabelText(/^Jelszó/, { selector: 'input' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Legalább 8 karakter Invalid password.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid password.');
  });

  it('disables the input and the toggle', () => {
    renderWithUi(<PasswordField label="Jelszó" disabled />);
    expect(screen.getByLabelText(/^Jelszó/, { selector: 'input' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it("forwards its ref and works with react-hook-form's register", async () => {
    const onValid = vi.fn();
    renderWithUi(<RegisteredForm onValid={onValid} />);
    const input = screen.getByLabelText(/^Jelszó/, { selector: 'input' });
    await userEvent.type(input, 'rövid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too short.');
    expect(input).toHaveFocus();
    await userEvent.type(input, '-és-hosszú');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ password: 'rövid-és-hosszú' }, expect.anything());
  });
});
