import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { renderWithUi } from '../../test/renderWithUi';
import { TagPill } from './TagPill';
import { tagPillTones } from './tagPillOptions';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a {...rest} href={`/app${href}`} data-router="yes" />;
}

describe('TagPill', () => {
  it('shows a static label that is neither a link nor a button', () => {
    renderWithUi(<TagPill label="Kubernetes" icon="briefcase" />);
    expect(screen.getByText('Kubernetes')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links through the provider link component', () => {
    renderWithUi(<TagPill label="React" href="/jobs?q=React" />, {
      provider: { linkComponent: RouterLink },
    });
    expect(screen.getByRole('link', { name: 'React' })).toHaveAttribute(
      'href',
      '/app/jobs?q=React',
    );
  });

  it('is a toggle button with aria-pressed that reports the next state', async () => {
    const onPressedChange = vi.fn();
    const { rerender } = renderWithUi(
      <TagPill label="Remote" pressed={false} onPressedChange={onPressedChange} />,
    );
    const pill = screen.getByRole('button', { name: 'Remote' });
    expect(pill).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pill);
    expect(onPressedChange).toHaveBeenLastCalledWith(true);
    rerender(<TagPill label="Remote" pressed onPressedChange={onPressedChange} />);
    expect(screen.getByRole('button', { name: 'Remote' })).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Remote' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPressedChange).toHaveBeenLastCalledWith(false);
  });

  it('gives every tone its own look', () => {
    const looks = new Set(
      tagPillTones.map((tone) => {
        const { unmount } = renderWithUi(<TagPill label={tone} tone={tone} />);
        const className = screen.getByText(tone).parentElement?.className;
        unmount();
        return className;
      }),
    );
    expect(looks.size).toBe(tagPillTones.length);
  });
});
