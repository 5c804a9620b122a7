import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './buttonOptions';

describe('Button', () => {
  it('is a native button of type "button" by default and calls onClick', async () => {
    const onClick = vi.fn();
    renderWithUi(<Button onClick={onClick}>Apply now</Button>);
    const button = screen.getByRole('button', { name: 'Apply now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form when type is submit, and a default button does not', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Other</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('resets its form when type is reset', async () => {
    renderWithUi(
      <form>
        <input aria-label="City" defaultValue="Cluj-Napoca" />
        <Button type="reset">Reset filters</Button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Győr');
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(input).toHaveValue('Cluj-Napoca');
  });

  it('while loading: busy, announces the localised loading label, ignores clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    renderWithUi(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Mentés
        </Button>
      </form>,
      { provider: { locale: 'hu' } },
    );
    const button = screen.getByRole('button', { name: 'Mentés Betöltés…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a per-instance loading label', () => {
    renderWithUi(
      <Button loading loadingLabel="Uploading your CV">
        Upload
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Upload Uploading your CV' })).toBeInTheDocument();
  });

  it('is disabled natively when disabled', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <Button disabled onClick={onClick}>
        Apply
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a decorative leading icon that does not change the name', () => {
    renderWithUi(<Button leadingIcon="search">Search</Button>);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('forwards its ref to the native button', () => {
    let node: HTMLButtonElement | null = null;
    renderWithUi(
      <Button
        ref={(element) => {
          node = element;
        }}
      >
        Focus me
      </Button>,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'Focus me' }));
  });

  it('gives every variant and size its own look', () => {
    const looks = new Set<string>();
    for (const variant of buttonVariants) {
      for (const size of buttonSizes) {
        const { unmount } = renderWithUi(
          <Button variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>,
        );
        looks.add(screen.getByRole('button').className);
        unmount();
      }
    }
    expect(looks.size).toBe(buttonVariants.length * buttonSizes.length);
  });
});
