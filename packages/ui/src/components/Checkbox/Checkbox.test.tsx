import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Checkbox } from './Checkbox';

function RegisteredForm({ onValid }: { onValid: (values: { terms: boolean }) => void }) {
  const { register, handleSubmit, formState } = useForm<{ terms: boolean }>();
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <Checkbox
        label="Elfogadom a felhasználási feltételeket"
        required
        error={formState.errors.terms?.message}
        {...register('terms', { required: 'Required field!' })}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label and described by its description', () => {
    renderWithUi(
      <Checkbox label="Hírlevél" description="Hetente egyszer, a kiválasztott kategóriákból" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Hírlevél' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Hetente egyszer, a kiválasztott kategóriákból');
  });

  it('toggles by clicking the label and by Space, calling onChange', async () => {
    const onChange = vi.fn();
    renderWithUi(<Checkbox label="Hírlevél" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Hírlevél' });
    await userEvent.click(screen.getByText('Hírlevél'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows the error, marks itself invalid and is required', () => {
    renderWithUi(<Checkbox label="Adatkezelés" required error="Required field!" />);
    const box = screen.getByRole('checkbox', { name: 'Adatkezelés' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required field!');
    expect(screen.getByRole('alert')).toHaveTextContent('Required field!');
  });

  it('cannot be toggled when disabled', async () => {
    renderWithUi(<Checkbox label="Hírlevél" disabled defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Hírlevél' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(box).toBeChecked();
  });

  it("forwards its ref and works with react-hook-form's register", async () => {
    const onValid = vi.fn();
    renderWithUi(<RegisteredForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Required field!');
    const box = screen.getByRole('checkbox', { name: 'Elfogadom a felhasználási feltételeket' });
    expect(box).toHaveFocus();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ terms: true }, expect.anything());
  });
});
