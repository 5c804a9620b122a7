import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { Box } from '../components/Box';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { vars } from './contract.css';
import { spaceNames } from './scales';

/**
 * The semantic tokens of the theme chosen in the toolbar, drawn from their CSS variables. Every colour
 * slot is on screen here, so changing any token value changes a screenshot.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** `var(--allas-color-text-muted)` → `--allas-color-text-muted`, the name partners write in CSS. */
function variableName(reference: string): string {
  return reference.replace(/^var\((.*)\)$/, '$1');
}

function Swatch({ name, value, border }: { name: string; value: string; border?: boolean }) {
  const style: CSSProperties = {
    width: 48,
    height: 48,
    borderRadius: 8,
    background: value,
    boxShadow: border === false ? undefined : `inset 0 0 0 1px ${vars.color.border.default}`,
  };
  return (
    <Inline space="small" wrap={false}>
      <div style={style} />
      <Stack space="xxsmall">
        <Text size="small" weight="semibold">
          {name}
        </Text>
        <Text as="span" size="xsmall" tone="muted">
          {variableName(value)}
        </Text>
      </Stack>
    </Inline>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function swatches(group: Record<string, string>, prefix: string) {
  return Object.entries(group).map(([name, value]) => (
    <Swatch key={name} name={`${prefix}.${name}`} value={value} />
  ));
}

/** A sample of text on each pair of a group: how the tokens are meant to be combined. */
function Pair({
  label,
  fg,
  bg,
  border,
}: {
  label: string;
  fg: string;
  bg: string;
  border?: string;
}) {
  return (
    <div
      style={{
        color: fg,
        background: bg,
        border: `2px solid ${border ?? bg}`,
        borderRadius: 10,
        padding: '8px 12px',
        fontWeight: 600,
      }}
    >
      {label}
    </div>
  );
}

export const SurfacesTextAndBorders: Story = {
  render: () => (
    <Stack space="xlarge">
      <Section title="Text">
        <Inline space="large">{swatches(vars.color.text, 'color.text')}</Inline>
      </Section>
      <Section title="Surfaces">
        <Inline space="large">{swatches(vars.color.surface, 'color.surface')}</Inline>
      </Section>
      <Section title="Borders and fields">
        <Inline space="large">
          {swatches(vars.color.border, 'color.border')}
          {swatches(vars.color.field, 'color.field')}
          {swatches(vars.color.disabled, 'color.disabled')}
        </Inline>
      </Section>
    </Stack>
  ),
};

export const Actions: Story = {
  render: () => (
    <Stack space="large">
      {Object.entries(vars.color.action).map(([name, action]) => (
        <Stack key={name} space="xsmall">
          <Text size="small" weight="semibold">{`color.action.${name}`}</Text>
          <Inline space="small">
            <Pair label="bg · Jelentkezés" fg={action.fg} bg={action.bg} border={action.border} />
            <Pair
              label="bgHover · Înscriere"
              fg={action.fg}
              bg={action.bgHover}
              border={action.border}
            />
            <Pair
              label="bgActive · Apply"
              fg={action.fg}
              bg={action.bgActive}
              border={action.border}
            />
          </Inline>
        </Stack>
      ))}
    </Stack>
  ),
};

export const FeedbackBadgesAndMap: Story = {
  render: () => (
    <Stack space="xlarge">
      <Section title="Feedback">
        <Inline space="small">
          {Object.entries(vars.color.feedback).map(([name, tone]) => (
            <Pair
              key={name}
              label={`feedback.${name}`}
              fg={tone.fg}
              bg={tone.bg}
              border={tone.border}
            />
          ))}
        </Inline>
      </Section>
      <Section title="Badges">
        <Inline space="small">
          {Object.entries(vars.color.badge).map(([name, tone]) => (
            <Pair key={name} label={`badge.${name}`} fg={tone.fg} bg={tone.bg} />
          ))}
        </Inline>
      </Section>
      <Section title="Map clusters">
        <Inline space="small">
          <Pair
            label="map.cluster.hot · 128"
            fg={vars.map.cluster.text}
            bg={vars.map.cluster.hot}
          />
          <Pair
            label="map.cluster.normal · 12"
            fg={vars.map.cluster.text}
            bg={vars.map.cluster.normal}
          />
        </Inline>
      </Section>
    </Stack>
  ),
};

export const SpaceAndRadius: Story = {
  render: () => (
    <Stack space="xlarge">
      <Section title="Space (8 px grid)">
        <Stack space="xsmall">
          {spaceNames.map((name) => (
            <Inline key={name} space="small">
              <div style={{ width: 96 }}>
                <Text as="span" size="small">{`space.${name}`}</Text>
              </div>
              <div
                style={{
                  width: vars.space[name],
                  height: 16,
                  background: vars.color.action.primary.bg,
                }}
              />
            </Inline>
          ))}
        </Stack>
      </Section>
      <Section title="Radius and shadow">
        <Inline space="large">
          {Object.entries(vars.radius).map(([name, radius]) => (
            <Stack key={name} space="xxsmall" align="center">
              <div
                style={{
                  width: 64,
                  height: 48,
                  borderRadius: radius,
                  border: `2px solid ${vars.color.border.strong}`,
                }}
              />
              <Text as="span" size="xsmall">{`radius.${name}`}</Text>
            </Stack>
          ))}
          {Object.entries(vars.shadow).map(([name, shadow]) => (
            <Stack key={name} space="xxsmall" align="center">
              <div
                style={{
                  width: 64,
                  height: 48,
                  borderRadius: vars.radius.large,
                  background: vars.color.surface.raised,
                  boxShadow: shadow,
                }}
              />
              <Text as="span" size="xsmall">{`shadow.${name}`}</Text>
            </Stack>
          ))}
        </Inline>
      </Section>
    </Stack>
  ),
};

export const Typography: Story = {
  render: () => (
    <Stack space="medium">
      {Object.entries(vars.font.size).map(([name, size]) => (
        <Inline key={name} space="medium" alignY="center" wrap={false}>
          <div style={{ width: 120, flexShrink: 0 }}>
            <Text as="span" size="xsmall" tone="muted">{`font.size.${name}`}</Text>
          </div>
          <span style={{ fontSize: size, lineHeight: vars.font.lineHeight.heading }}>
            Árvíztűrő tükörfúrógép · Șantier în Constanța
          </span>
        </Inline>
      ))}
    </Stack>
  ),
};

export const ControlSizes: Story = {
  render: () => (
    <Inline space="medium" alignY="bottom">
      {Object.entries(vars.size.control).map(([name, height]) => (
        <Stack key={name} space="xxsmall" align="center">
          <Box background="sunken" borderRadius="medium">
            <div style={{ height, width: 72 }} />
          </Box>
          <Text as="span" size="xsmall">{`size.control.${name}`}</Text>
        </Stack>
      ))}
    </Inline>
  ),
};
