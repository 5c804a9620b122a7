import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { CallToActionBox } from './CallToActionBox';
import { callToActionTones } from './callToActionOptions';

const props = {
  title: 'Hirdessen nálunk',
  body: 'Az első hirdetés ingyenes.',
  actionLabel: 'Ajánlatot kérek',
  actionHref: '/ajanlatkeres',
};

describe('CallToActionBox', () => {
  it('is a region named by its heading, with one action link', () => {
    renderWithUi(<CallToActionBox {...props} />);
    const region = screen.getByRole('region', { name: 'Hirdessen nálunk' });
    expect(screen.getByRole('heading', { level: 2, name: 'Hirdessen nálunk' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Az első hirdetés ingyenes.');
    expect(screen.getByRole('link', { name: 'Ajánlatot kérek' })).toHaveAttribute(
      'href',
      '/ajanlatkeres',
    );
  });

  it('opens an external action safely in a new tab', () => {
    renderWithUi(
      <CallToActionBox {...props} actionExternal actionHref="https://partner.example" />,
    );
    const link = screen.getByRole('link', { name: /Ajánlatot kérek/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives each tone its own look', () => {
    const looks = new Set<string>();
    for (const tone of callToActionTones) {
      const { unmount } = renderWithUi(<CallToActionBox {...props} tone={tone} />);
      looks.add(screen.getByRole('region').className);
      unmount();
    }
    expect(looks.size).toBe(callToActionTones.length);
  });
});
