import { vars } from '@allas/ui';
import { style } from '@vanilla-extract/css';

/** A stored text's bullet list, indented like body text reads in an article. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});
