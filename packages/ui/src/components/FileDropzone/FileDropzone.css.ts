import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

const borderColour = createVar();
const borderStyle = createVar();
const background = createVar();

/** The drop area, and the frame around the file card once a file is chosen. */
export const zone = style(
  layered({
    ...focusRing,
    vars: {
      [borderColour]: vars.color.field.border,
      [borderStyle]: 'dashed',
      [background]: vars.color.field.bg,
    },
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minHeight: `calc(${vars.size.control.big} * 3)`,
    padding: vars.space.large,
    border: `2px ${borderStyle} ${borderColour}`,
    borderRadius: vars.radius.large,
    background,
    color: vars.color.text.default,
    fontFamily: vars.font.family,
    textAlign: 'center',
    cursor: 'pointer',
    transitionProperty: 'border-color, background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      ...focusRing.selectors,
      '&[data-state="idle"]:hover, &[data-state="rejected"]:hover': {
        vars: { [borderColour]: vars.color.field.borderHover },
      },
      '&[data-state="drag-over"]': {
        vars: {
          [borderColour]: vars.color.border.focus,
          [borderStyle]: 'solid',
          [background]: vars.color.surface.sunken,
        },
      },
      '&[data-state="rejected"]': { vars: { [borderColour]: vars.color.text.danger } },
      '&[data-state="uploading"], &[data-state="done"]': {
        vars: { [borderStyle]: 'solid', [borderColour]: vars.color.border.default },
        alignItems: 'stretch',
        minHeight: 0,
        padding: vars.space.medium,
        textAlign: 'start',
        cursor: 'default',
      },
      '&[aria-disabled="true"]': {
        vars: { [borderColour]: vars.color.disabled.border, [background]: vars.color.disabled.bg },
        color: vars.color.disabled.fg,
        cursor: 'not-allowed',
      },
    },
  }),
);

export const zoneIcon = style(layered({ color: vars.color.text.muted }));

/** Title and limits, read as the zone's description. */
export const zoneText = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxsmall,
  }),
);

export const zoneTitle = style(
  layered({
    display: 'block',
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.standard,
  }),
);

export const zoneDetails = style(
  layered({
    display: 'block',
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.muted,
    selectors: { '[aria-disabled="true"] &': { color: vars.color.disabled.fg } },
  }),
);

/** Looks like a secondary button; the whole zone is the real button, so this is only a cue. */
export const chooseCue = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control.small,
    marginBlockStart: vars.space.xsmall,
    paddingInline: vars.space.small,
    border: `2px solid ${vars.color.action.secondary.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.action.secondary.bg,
    color: vars.color.action.secondary.fg,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    selectors: {
      '[aria-disabled="true"] &': {
        borderColor: vars.color.disabled.border,
        background: vars.color.disabled.bg,
        color: vars.color.disabled.fg,
      },
    },
  }),
);

/** The chosen file: icon, name and size, then the actions. */
export const fileCard = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
  }),
);

export const fileText = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 12rem',
    minWidth: 0,
  }),
);

export const fileName = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.standard,
    overflowWrap: 'anywhere',
  }),
);

export const fileMeta = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.muted,
  }),
);

export const fileActions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall }),
);

export const progressTrack = style(
  layered({
    flexBasis: '100%',
    height: vars.space.xsmall,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.surface.sunken,
    // The track's outline keeps it visible on any surface (non-text contrast).
    boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
  }),
);

export const progressFill = style(
  layered({
    height: '100%',
    borderRadius: vars.radius.full,
    background: vars.color.action.primary.bg,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
  }),
);
