#!/usr/bin/env node
// Makes the employer-branding workshop video (issue 12) from its script: title cards in the allas
// style drawn by ffmpeg (Debian: `apt-get install -y ffmpeg fonts-dejavu-core`), encoded as a small
// VP9 WebM, a poster image, and the hu/ro/en WebVTT captions with the cards' words. The files are
// committed (the sites serve them without ffmpeg); run `node scripts/make-workshop-video.mjs` after
// changing packages/site-kit/src/workshop/workshopVideoScript.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const workshop = join(root, 'packages/site-kit/src/workshop');
const media = join(workshop, 'media');
const { cues } = JSON.parse(readFileSync(join(workshop, 'workshopVideoScript.json'), 'utf8'));

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
const FADE = 0.5;
const MAX_BYTES = 1.5 * 1024 * 1024;
// The allas palette (packages/ui/src/tokens/palette.ts): deep ink, brand red, warm paper.
const INK = '0x0E1229';
const RED = '0xC8102E';
const PAPER = '0xFAF8F5';
const MUTED = '0xD9D2C8';
const FONTS = '/usr/share/fonts/truetype/dejavu';
const BOLD = `${FONTS}/DejaVuSans-Bold.ttf`;
const REGULAR = `${FONTS}/DejaVuSans.ttf`;

const duration = Math.max(...cues.map((cue) => cue.end));
/** WebVTT's hh:mm:ss.ttt. */
const timestamp = (seconds) => new Date(seconds * 1000).toISOString().slice(11, 23);

/** Words into lines of at most `width` characters (drawtext does not wrap). */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const work = mkdtempSync(join(tmpdir(), 'allas-workshop-'));
let files = 0;
/** drawtext reads its text from a file, so no text needs escaping in the filter graph. */
function textFile(text) {
  files += 1;
  const path = join(work, `${files}.txt`);
  writeFileSync(path, text);
  return path;
}

function drawText({ text, font, size, color, y, start, end }) {
  const alpha = `if(lt(t,${start + FADE}),(t-${start})/${FADE},if(gt(t,${end - FADE}),(${end}-t)/${FADE},1))`;
  return (
    `drawtext=fontfile=${font}:textfile=${textFile(text)}:expansion=none:fontsize=${size}:fontcolor=${color}` +
    `:x=(w-text_w)/2:y=${y}:enable='between(t,${start},${end})':alpha='${alpha}'`
  );
}

const filters = [
  // The brand's red rule and wordmark on every card.
  `drawbox=x=(iw-120)/2:y=120:w=120:h=10:color=${RED}:t=fill`,
  `drawtext=fontfile=${BOLD}:textfile=${textFile('allas')}:fontsize=30:fontcolor=${PAPER}:x=64:y=h-80`,
];
cues.forEach((cue, index) => {
  const figure = /^\d+%$/.test(cue.card.title);
  const titleLines = figure ? [cue.card.title] : wrap(cue.card.title, 26);
  const titleSize = figure ? 200 : 64;
  const subtitleLines = wrap(cue.card.subtitle, 44);
  const subtitleSize = figure ? 48 : 38;
  const blockHeight =
    titleLines.length * titleSize * 1.2 + 40 + subtitleLines.length * subtitleSize * 1.35;
  let y = Math.round((HEIGHT - blockHeight) / 2 + 20);
  for (const line of titleLines) {
    filters.push(drawText({ text: line, font: BOLD, size: titleSize, color: PAPER, y, ...cue }));
    y += Math.round(titleSize * 1.2);
  }
  y += 40;
  for (const line of subtitleLines) {
    filters.push(
      drawText({ text: line, font: REGULAR, size: subtitleSize, color: MUTED, y, ...cue }),
    );
    y += Math.round(subtitleSize * 1.35);
  }
  filters.push(
    drawText({
      text: `${index + 1} / ${cues.length}`,
      font: REGULAR,
      size: 24,
      color: MUTED,
      y: HEIGHT - 76,
      ...cue,
    }).replace(':x=(w-text_w)/2', ':x=w-text_w-64'),
  );
});

const video = join(media, 'employer-branding.webm');
const poster = join(media, 'employer-branding-poster.jpg');
try {
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=${INK}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${duration}`,
      '-vf',
      filters.join(','),
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-g',
      String(FPS * 3),
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-pix_fmt',
      'yuv420p',
      '-an',
      video,
    ],
    { stdio: 'inherit' },
  );
  // The poster is the first card at full strength.
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-ss',
      '3',
      '-i',
      video,
      '-frames:v',
      '1',
      '-q:v',
      '5',
      poster,
    ],
    { stdio: 'inherit' },
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const locale of ['hu', 'ro', 'en']) {
  const body = cues
    .map(
      (cue, index) =>
        `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.captions[locale]}\n`,
    )
    .join('\n');
  writeFileSync(join(media, `employer-branding.${locale}.vtt`), `WEBVTT\n\n${body}`);
}

const size = statSync(video).size;
console.log(`${video}: ${(size / 1024).toFixed(0)} kB, ${duration} s`);
console.log(`${poster}: ${(statSync(poster).size / 1024).toFixed(0)} kB`);
if (size > MAX_BYTES) {
  console.error(`the video is over ${MAX_BYTES} bytes: raise -crf`);
  process.exit(1);
}
