import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Banner } from './Banner';
import { bannerPlacements } from './bannerOptions';

const props = {
  src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  alt: 'Nyári szakmai gyakorlat 2026',
  href: '/cegek/arvizturo-kft',
};

describe('Banner', () => {
  it('is a link named by its picture and marked as an advertisement', () => {
    renderWithUi(<Banner {...props} />);
    const link = screen.getByRole('link', { name: 'Nyári szakmai gyakorlat 2026 (Advertisement)' });
    expect(link).toHaveAttribute('href', '/cegek/arvizturo-kft');
    expect(screen.getByRole('img', { name: 'Nyári szakmai gyakorlat 2026' })).toBeInTheDocument();
  });

  it('sizes the picture for each placement', () => {
    for (const placement of bannerPlacements) {
      const { unmount } = renderWithUi(<Banner {...props} placement={placement} />);
      const picture = screen.getByRole('img');
      expect(Number(picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(picture.closest('[data-placement]')).toHaveAttribute('data-placement', placement);
      unmount();
    }
  });

  it('opens an advertiser in a new tab as a sponsored link', () => {
    renderWithUi(<Banner {...props} external href="https://partner.example" />, {
      provider: { locale: 'ro' },
    });
    const link = screen.getByRole('link', {
      name: 'Nyári szakmai gyakorlat 2026 (Publicitate, se deschide într-o filă nouă)',
    });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');
  });

  it('refuses an empty alt text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithUi(<Banner {...props} alt=" " />)).toThrow('Banner: alt is required');
    vi.restoreAllMocks();
  });
});
