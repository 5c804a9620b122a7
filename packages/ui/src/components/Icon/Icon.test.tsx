import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Icon } from './Icon';
import { iconNames } from './iconNames';
import { iconPaths } from './iconPaths';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology', () => {
    const { container } = renderWithUi(<Icon name="search" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label when given one', () => {
    renderWithUi(<Icon name="warning" label="Figyelem" />);
    expect(screen.getByRole('img', { name: 'Figyelem' })).toBeInTheDocument();
  });

  it('has a drawing for every name, and every drawing is named', () => {
    expect(Object.keys(iconPaths).sort()).toEqual([...iconNames].sort());
  });

  it.each([
    'search',
    'location',
    'homeOffice',
    'remote',
    'salary',
    'calendar',
    'saved',
    'follow',
    'share',
    'close',
    'chevronLeft',
    'chevronRight',
    'chevronUp',
    'chevronDown',
    'menu',
    'user',
    'upload',
    'check',
    'info',
    'warning',
    'error',
  ] as const)('draws %s, which the product shows', (name) => {
    const { container } = renderWithUi(<Icon name={name} />);
    expect(container.querySelector('svg path, svg circle, svg rect')).not.toBeNull();
  });
});
