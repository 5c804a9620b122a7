/**
 * Google Maps is one script per page, loaded with the options of its first start. This module holds
 * that page-wide state, so a second start (which could not be honoured) fails loudly instead of
 * silently using the first start's key, language or libraries.
 */

/** The spec's maps service: key, places library, language en, API version 3.47 by default. */
export const defaultMapsLibraries = ['places'] as const;
export const defaultMapsLanguage = 'en';
export const defaultMapsVersion = '3.47';
export const googleMapsScriptId = 'allas-google-maps';

export interface GoogleMapsLoadOptions {
  apiKey: string;
  libraries: readonly string[];
  language: string;
  version: string;
}

export const alreadyStartedMessage = 'You already started the loading of google maps';
export const placesMissingMessage =
  "The places library is missing: pass libraries={['places']} to OfficeMap (Google Maps loads once per page, with the libraries of its first start)";

let started: GoogleMapsLoadOptions | null = null;

/** Throws the clear error for a configuration without the places library. */
export function assertPlacesLibrary(libraries: readonly string[]): void {
  if (!libraries.includes('places')) throw new Error(placesMissingMessage);
}

/** Starts loading once per page; a second start throws the spec's error. */
export function startGoogleMapsLoading(options: GoogleMapsLoadOptions): void {
  if (started) throw new Error(alreadyStartedMessage);
  if (!options.apiKey) throw new Error('Google Maps needs an API key');
  assertPlacesLibrary(options.libraries);
  started = { ...options, libraries: [...options.libraries] };
}

function sameOptions(a: GoogleMapsLoadOptions, b: GoogleMapsLoadOptions): boolean {
  return (
    a.apiKey === b.apiKey &&
    a.language === b.language &&
    a.version === b.version &&
    [...a.libraries].sort().join() === [...b.libraries].sort().join()
  );
}

/**
 * For maps on the page: starts loading, or joins a loading already started with the same options.
 * Other options than the first start's cannot be honoured and throw the spec's error.
 */
export function joinGoogleMapsLoading(options: GoogleMapsLoadOptions): void {
  if (!started) {
    startGoogleMapsLoading(options);
    return;
  }
  if (!sameOptions(started, options)) {
    throw new Error(
      `${alreadyStartedMessage} (with other options: every map on a page must use the same key, language, version and libraries)`,
    );
  }
}

export function googleMapsLoadingStarted(): boolean {
  return started !== null;
}

/** After the script loaded: the places library really is there (a proxy or an old version may drop it). */
export function assertPlacesLoaded(scope: { google?: { maps?: { places?: unknown } } }): void {
  if (!scope.google?.maps?.places) throw new Error(placesMissingMessage);
}

/** Tests only: forget the page-wide state between tests. Not exported from the package. */
export function resetGoogleMapsLoadingForTests(): void {
  started = null;
}
