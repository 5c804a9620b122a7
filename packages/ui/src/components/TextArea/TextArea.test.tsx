import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { TextArea } from './TextArea';

function RegisteredForm({ onValid }: { onValid: (values: { remarks: string }) => void }) {
  const { register, handleSubmit } = useForm<{ remarks: string }>({
    defaultValues: { remarks: 'Kezdés' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <TextArea
        label="Egyéb megjegyzés"
        showCharacterCount
        maxLength={200}
        {...register('remarks')}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextArea', () => {
  it('is a multi-line textbox with the given rows, hint and error', () => {
    renderWithUi(
      <TextArea label="Motivációs levél" rows={6} hint="Röviden" error="Required field!" />,
    );
    const area = screen.getByRole('textbox', { name: 'Motivációs levél' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '6');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Röviden Required field!');
    expect(screen.getByRole('alert')).toHaveTextContent('Required field!');
  });

  it('counts characters towards maxLength and stops at the limit', async () => {
    renderWithUi(<TextArea label="Bemutatkozás" showCharacterCount maxLength={10} />);
    const area = screen.getByRole('textbox', { name: 'Bemutatkozás' });
    expect(screen.getByText('0 of 10 characters')).toBeInTheDocument();
    await userEvent.type(area, 'Árvíztűrő');
    expect(screen.getByText('9 of 10 characters')).toBeInTheDocument();
    await userEvent.type(area, ' tükör');
    expect(area).toHaveValue('Árvíztűrő ');
    expect(screen.getByText('10 of 10 characters')).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('10 of 10 characters');
  });

  it('counts in the chrome language with Romanian "de"', () => {
    renderWithUi(
      <TextArea label="Descriere" showCharacterCount maxLength={500} defaultValue="Salut" />,
      { provider: { locale: 'ro' } },
    );
    expect(screen.getByText('5 din 500 de caractere')).toBeInTheDocument();
  });

  it('is required and disabled natively', () => {
    renderWithUi(<TextArea label="Megjegyzés" required disabled />);
    const area = screen.getByRole('textbox', { name: 'Megjegyzés' });
    expect(area).toBeRequired();
    expect(area).toBeDisabled();
  });

  it("forwards its ref and works with react-hook-form's register, counting its default", async () => {
    const onValid = vi.fn();
    renderWithUi(<RegisteredForm onValid={onValid} />);
    const area = screen.getByRole('textbox', { name: 'Egyéb megjegyzés' });
    expect(area).toHaveValue('Kezdés');
    expect(screen.getByText('6 of 200 characters')).toBeInTheDocument();
    await userEvent.type(area, ' jövő hónapban');
    expect(screen.getByText('20 of 200 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ remarks: 'Kezdés jövő hónapban' }, expect.anything());
  });
});
