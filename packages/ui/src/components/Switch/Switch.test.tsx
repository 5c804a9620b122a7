import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Switch } from './Switch';

function Controlled() {
  const [on, setOn] = useState(true);
  return (
    <>
      <Switch label="Álláslehetőségek e-mailben" checked={on} onCheckedChange={setOn} />
      <output>{on ? 'on' : 'off'}</output>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    renderWithUi(<Switch label="Hírlevél" description="Havonta egyszer, leiratkozhat bármikor" />);
    const toggle = screen.getByRole('switch', { name: 'Hírlevél' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Havonta egyszer, leiratkozhat bármikor');
  });

  it('turns on by click, by its label and by Space, calling onCheckedChange', async () => {
    const onCheckedChange = vi.fn();
    renderWithUi(<Switch label="Hírlevél" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Hírlevél' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText('Hírlevél'));
    expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  it('follows a controlled value', async () => {
    renderWithUi(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Álláslehetőségek e-mailben' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(screen.getByText('off')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('wires error and required state, and cannot change when disabled', async () => {
    const onCheckedChange = vi.fn();
    renderWithUi(
      <Switch
        label="Adatkezelés"
        required
        disabled
        error="Required field!"
        onCheckedChange={onCheckedChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Adatkezelés' });
    expect(toggle).toHaveAttribute('aria-required', 'true');
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Required field!');
    expect(screen.getByRole('alert')).toHaveTextContent('Required field!');
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('forwards its ref to the switch button', () => {
    let node: HTMLButtonElement | null = null;
    renderWithUi(
      <Switch
        label="Hírlevél"
        ref={(element) => {
          node = element;
        }}
      />,
    );
    expect(node).toBe(screen.getByRole('switch', { name: 'Hírlevél' }));
  });
});
