import type { Locale } from '@allas/core';
// The bundled, self-hosted video (scripts/make-workshop-video.mjs makes them): hashed asset URLs
// that the gateway serves from the site's /assets/, with Range requests for the player.
import enCaptions from './media/employer-branding.en.vtt?url';
import huCaptions from './media/employer-branding.hu.vtt?url';
import roCaptions from './media/employer-branding.ro.vtt?url';
import video from './media/employer-branding.webm?url';
import poster from './media/employer-branding-poster.jpg?url';
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
