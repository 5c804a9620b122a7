import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { UiTestProvider } from '../../provider/UiTestProvider';
import { renderWithUi } from '../../test/renderWithUi';
import { PhoneInput } from './PhoneInput';

function ControlledForm({ onValid }: { onValid: (values: { phone?: string }) => void }) {
  const { control, handleSubmit, formState } = useForm<{ phone?: string }>();
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <Controller
        name="phone"
        control={control}
        rules={{ required: 'Must be a valid phone number' }}
        render={({ field }) => (
          <PhoneInput
            label="Telefonszám"
            region="HU"
            required
            error={formState.errors.phone?.message}
            {...field}
          />
        )}
      />
      <button type="submit">Send</button>
    </form>
  );
}

// Role queries walk some 250 country options and every keystroke is reformatted by libphonenumber:
// quick alone, but slow enough on a loaded two-core CI machine to pass Vitest's 5 s default.
describe('PhoneInput', { timeout: 20_000 }, () => {
  it('preselects Hungary (+36) for the HU region and lists HU and RO first', () => {
    renderWithUi(<PhoneInput label="Telefonszám" region="HU" />, { provider: { locale: 'hu' } });
    const country = screen.getByRole('combobox', { name: 'Ország' });
    expect(country).toHaveValue('HU');
    expect(screen.getByText('+36')).toBeInTheDocument();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('🇭🇺 Magyarország +36');
    expect(options[1]).toBe('🇷🇴 Románia +40');
    expect(screen.getByRole('textbox', { name: 'Telefonszám' })).toHaveAttribute('type', 'tel');
  });

  it('preselects Romania (+40) for the RO region, with Romanian names', () => {
    renderWithUi(<PhoneInput label="Telefon" region="RO" />, { provider: { locale: 'ro' } });
    expect(screen.getByRole('combobox', { name: 'Țara' })).toHaveValue('RO');
    expect(screen.getByText('+40')).toBeInTheDocument();
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('🇷🇴 România +40');
  });

  it('reports a nationally typed number in E.164 and posts it under its name', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <form aria-label="Jelentkezés">
        <PhoneInput label="Telefonszám" region="HU" name="phone" onChange={onChange} />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Telefonszám' });
    await userEvent.type(input, '06201234567');
    expect(onChange).toHaveBeenLastCalledWith('+36201234567');
    const form = screen.getByRole('form', { name: 'Jelentkezés' }) as HTMLFormElement;
    expect(new FormData(form).get('phone')).toBe('+36201234567');
  });

  it('switches country when the user types an international number', async () => {
    const onChange = vi.fn();
    renderWithUi(<PhoneInput label="Telefon" region="HU" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), '+40721234567');
    expect(onChange).toHaveBeenLastCalledWith('+40721234567');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('RO');
  });

  it('lets the user pick another country from the select', async () => {
    const onChange = vi.fn();
    renderWithUi(<PhoneInput label="Telefon" region="HU" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AT');
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), '6641234567');
    expect(onChange).toHaveBeenLastCalledWith('+436641234567');
  });

  it('shows a formatted default value', () => {
    renderWithUi(<PhoneInput label="Telefon" region="RO" defaultValue="+40721234567" />);
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveValue('0721 234 567');
  });

  it('wires hint, error, required and disabled', () => {
    renderWithUi(
      <PhoneInput
        label="Telefonszám"
        region="HU"
        hint="Mobil vagy vezetékes"
        error="Must be a valid phone number"
        required
        disabled
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Telefonszám' });
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mobil vagy vezetékes Must be a valid phone number');
    expect(screen.getByRole('alert')).toHaveTextContent('Must be a valid phone number');
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  });

  it('loads no flag images', () => {
    const { container } = renderWithUi(<PhoneInput label="Telefon" region="HU" />);
    expect(container.querySelector('img')).toBeNull();
  });

  it("forwards its ref to the number input and works with react-hook-form's Controller", async () => {
    const onValid = vi.fn();
    renderWithUi(<ControlledForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be a valid phone number');
    const input = screen.getByRole('textbox', { name: 'Telefonszám' });
    expect(input).toHaveFocus();
    await userEvent.type(input, '301234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ phone: '+36301234567' }, expect.anything());
  });

  it('renders the same HTML on the server as in the first browser render, then lists every country', async () => {
    const field = (
      <UiTestProvider locale="hu">
        <PhoneInput label="Telefonszám" region="HU" />
      </UiTestProvider>
    );
    const html = renderToString(field);
    // Country names differ between Node's and the browser's Intl data: the server names none.
    expect(html.match(/<option/g)).toHaveLength(1);
    expect(html).toContain('HU +36</option>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, field, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('🇭🇺 Magyarország +36');
    expect(options.length).toBeGreaterThan(200);
    container.remove();
  });
});
