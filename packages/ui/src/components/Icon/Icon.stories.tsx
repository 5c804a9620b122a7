import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Icon } from './Icon';
import { iconNames, iconSizes, iconTones } from './iconNames';

const meta = {
  title: 'Layout and type/Icon',
  component: Icon,
  args: { name: 'search', size: 'medium', tone: 'inherit' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'inline-radio', options: iconTones },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  render: (args) => (
    <Inline space="medium" as="ul" aria-label="Icons">
      {iconNames.map((name) => (
        <Stack key={name} space="xxsmall" align="center">
          <Icon {...args} name={name} size="large" />
          <Text as="span" size="xsmall" tone="muted">
            {name}
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium" alignY="bottom">
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Inline space="medium">
      {iconTones.map((tone) => (
        <Icon key={tone} {...args} name="info" tone={tone} />
      ))}
    </Inline>
  ),
};

export const InlineWithText: Story = {
  render: () => (
    <Text>
      <Icon name="location" size="inline" /> Budapest, Váci út 1. ·{' '}
      <Icon name="homeOffice" size="inline" /> Heti 2 nap home office
    </Text>
  ),
};

export const Labelled: Story = {
  args: { name: 'warning', tone: 'warning', label: 'Figyelem' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Figyelem' })).toBeInTheDocument();
  },
};

export const Playground: Story = { tags: ['!visual'] };
