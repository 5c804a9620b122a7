import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { IconButton, type IconButtonProps } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and calls onClick', async () => {
    const onClick = vi.fn();
    renderWithUi(<IconButton icon="close" label="Close filters" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hides the icon itself from assistive technology', () => {
    renderWithUi(<IconButton icon="menu" label="Open menu" />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is busy and inert while loading', async () => {
    const onClick = vi.fn();
    renderWithUi(<IconButton icon="saved" label="Save job" loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Save job Loading…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('requires a label in its type', () => {
    // @ts-expect-error: an icon alone has no accessible name, so label is required.
    const withoutLabel: IconButtonProps = { icon: 'share' };
    const withLabel: IconButtonProps = { icon: 'share', label: 'Share' };
    expect(withoutLabel.icon).toBe(withLabel.icon);
  });
});
