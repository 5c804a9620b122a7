import { vars } from '@allas/ui';
import { style } from '@vanilla-extract/css';

/** The player keeps the video's 16:9 box before anything loads, so nothing below it moves. */
export const player = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  background: '#0E1229',
  borderRadius: vars.radius.large,
});

export const transcript = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
});
