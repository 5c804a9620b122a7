import type { Locale } from '@allas/core';
// The bundled, self-hosted video (scripts/make-workshop-video.mjs makes them): hashed asset URLs
// that the gateway serves from the site's /assets/ (never inlined: the captions are tiny, and the
// player and CSP want real files), with Range requests for the player.
import enCaptions from './media/employer-branding.en.vtt?url&no-inline';
import huCaptions from './media/employer-branding.hu.vtt?url&no-inline';
import roCaptions from './media/employer-branding.ro.vtt?url&no-inline';
import video from './media/employer-branding.webm?url&no-inline';
import poster from './media/employer-branding-poster.jpg?url&no-inline';
import script from './workshopVideoScript.json';

export const workshopMedia = {
  video,
  poster,
  captions: { hu: huCaptions, ro: roCaptions, en: enCaptions } satisfies Record<Locale, string>,
};

/** The cards' words in one language, in order: the captions and the page's transcript. */
export function workshopTranscript(locale: Locale): string[] {
  return script.cues.map((cue) => cue.captions[locale]);
}
