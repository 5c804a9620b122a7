import { afterEach, describe, expect, it } from 'vitest';
import {
  assertPlacesLoaded,
  googleMapsLoadingStarted,
  joinGoogleMapsLoading,
  resetGoogleMapsLoadingForTests,
  startGoogleMapsLoading,
} from './googleMapsLoader';

const options = { apiKey: 'test-key', libraries: ['places'], language: 'en', version: '3.47' };

afterEach(() => {
  resetGoogleMapsLoadingForTests();
});

describe('Google Maps loader guard', () => {
  it('starts once and refuses a second start with the spec message', () => {
    expect(googleMapsLoadingStarted()).toBe(false);
    startGoogleMapsLoading(options);
    expect(googleMapsLoadingStarted()).toBe(true);
    expect(() => startGoogleMapsLoading(options)).toThrow(
      new Error('You already started the loading of google maps'),
    );
  });

  it('lets a second map join a loading with the same options', () => {
    joinGoogleMapsLoading(options);
    expect(() =>
      joinGoogleMapsLoading({ ...options, libraries: ['places'], apiKey: 'test-key' }),
    ).not.toThrow();
  });

  it('refuses to join with other options, because the script loads only once', () => {
    joinGoogleMapsLoading(options);
    expect(() => joinGoogleMapsLoading({ ...options, language: 'hu' })).toThrow(
      /^You already started the loading of google maps \(with other options/,
    );
  });

  it('requires the places library, with a clear error, and does not start without it', () => {
    expect(() => startGoogleMapsLoading({ ...options, libraries: ['marker'] })).toThrow(
      /The places library is missing: pass libraries=\{\['places'\]\}/,
    );
    expect(googleMapsLoadingStarted()).toBe(false);
  });

  it('requires a key', () => {
    expect(() => startGoogleMapsLoading({ ...options, apiKey: '' })).toThrow(
      'Google Maps needs an API key',
    );
  });

  it('checks that the loaded script really has the places library', () => {
    expect(() => assertPlacesLoaded({ google: { maps: {} } })).toThrow(
      /The places library is missing/,
    );
    expect(() => assertPlacesLoaded({ google: { maps: { places: {} } } })).not.toThrow();
  });
});
