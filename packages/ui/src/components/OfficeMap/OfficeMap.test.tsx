import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { officeFixtures } from '../OfficeList/officeFixtures';
import { resetGoogleMapsLoadingForTests } from './googleMapsLoader';
import { OfficeMap } from './OfficeMap';

// Google cannot be reached in tests: the loader hook and the map are replaced, nothing else.
const loader = vi.hoisted(() => ({
  useJsApiLoader: vi.fn(() => ({ isLoaded: false, loadError: undefined as Error | undefined })),
}));
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: loader.useJsApiLoader,
  GoogleMap: () => <div data-testid="google-map" />,
}));

beforeEach(() => {
  loader.useJsApiLoader.mockClear();
});

afterEach(() => {
  resetGoogleMapsLoadingForTests();
  vi.restoreAllMocks();
});

describe('OfficeMap', () => {
  it('without a key loads nothing and shows only the office list', () => {
    renderWithUi(<OfficeMap offices={officeFixtures} />);
    expect(loader.useJsApiLoader).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Map' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Offices' })).toBeInTheDocument();
    expect(screen.getByText('4025 Debrecen, Piac utca 42–48.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show on map' })).toBeNull();
  });

  it('with a key loads Google Maps with places, English and version 3.47, next to the list', () => {
    renderWithUi(<OfficeMap offices={officeFixtures} apiKey="test-key" />);
    expect(loader.useJsApiLoader).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'allas-google-maps',
        googleMapsApiKey: 'test-key',
        libraries: ['places'],
        language: 'en',
        version: '3.47',
      }),
    );
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Offices' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show on map' })).toHaveLength(4);
  });

  it('lets two maps with the same options share the page, but not other options', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithUi(
      <>
        <OfficeMap offices={officeFixtures} apiKey="test-key" />
        <OfficeMap offices={officeFixtures.slice(0, 2)} apiKey="test-key" />
      </>,
    );
    expect(screen.getAllByRole('region', { name: 'Map' })).toHaveLength(2);
    expect(() =>
      renderWithUi(<OfficeMap offices={officeFixtures} apiKey="test-key" language="hu" />),
    ).toThrow('You already started the loading of google maps');
  });

  it('refuses a configuration without the places library', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithUi(<OfficeMap offices={officeFixtures} apiKey="test-key" libraries={['marker']} />),
    ).toThrow(/The places library is missing/);
    expect(loader.useJsApiLoader).not.toHaveBeenCalled();
  });

  it('reports a load error and keeps the addresses', () => {
    const error = new Error('Google Maps JavaScript API error: InvalidKeyMapError');
    loader.useJsApiLoader.mockReturnValue({ isLoaded: false, loadError: error });
    const onLoadError = vi.fn();
    renderWithUi(<OfficeMap offices={officeFixtures} apiKey="bad-key" onLoadError={onLoadError} />);
    expect(onLoadError).toHaveBeenCalledWith(error);
    expect(screen.getByText('Strada Memorandumului 28, Cluj-Napoca 400114, România')).toBeVisible();
  });
});
