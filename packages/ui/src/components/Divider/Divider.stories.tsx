import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Divider } from './Divider';
import { dividerOrientations, dividerTones } from './dividerOptions';

const meta = {
  title: 'Layout and type/Divider',
  component: Divider,
  args: { tone: 'default', orientation: 'horizontal' },
  argTypes: {
    tone: { control: 'inline-radio', options: dividerTones },
    orientation: { control: 'inline-radio', options: dividerOrientations },
  },
  render: (args) => (
    <Stack space="medium">
      <Text>Munkakör leírása</Text>
      <Divider {...args} />
      <Text>Elvárások</Text>
    </Stack>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};

export const Strong: Story = { args: { tone: 'strong' } };

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <Inline space="small">
      <Text as="span">Budapest</Text>
      <Divider {...args} />
      <Text as="span">Teljes munkaidő</Text>
      <Divider {...args} />
      <Text as="span">Home office</Text>
    </Inline>
  ),
};

export const Playground: Story = { tags: ['!visual'] };
