import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Stack } from '../Stack';
import { Text } from './Text';
import {
  textAligns,
  textElements,
  textMaxLines,
  textSizes,
  textTones,
  textWeights,
} from './textOptions';

const sample =
  'Árvíztűrő tükörfúrógép. Șeful ține ședința în fața echipei. Jelentkezz még ma, a határidő pénteken jár le.';

const meta = {
  title: 'Layout and type/Text',
  component: Text,
  args: { children: sample, size: 'standard', tone: 'default', weight: 'regular', as: 'p' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: [undefined, ...textAligns] },
    as: { control: 'inline-radio', options: textElements },
    maxLines: { control: 'inline-radio', options: [undefined, ...textMaxLines] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const SizeLarge: Story = { args: { size: 'large' } };

export const SizeSmall: Story = { args: { size: 'small' } };

export const SizeXsmall: Story = { args: { size: 'xsmall' } };

export const ToneMuted: Story = { args: { tone: 'muted' } };

export const ToneDanger: Story = {
  args: { tone: 'danger', children: 'A fájl nagyobb, mint 5 MB.' },
};

export const ToneSuccess: Story = {
  args: { tone: 'success', children: 'Jelentkezésed elküldtük.' },
};

export const ToneInverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <Box background="inverse" padding="large">
        <Story />
      </Box>
    ),
  ],
};

export const Weights: Story = {
  render: (args) => (
    <Stack space="small">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {`${weight}: Őszi műszak, ținută de lucru`}
        </Text>
      ))}
    </Stack>
  ),
};

export const AlignCenter: Story = { args: { align: 'center' } };

export const MaxLinesTwo: Story = {
  args: { maxLines: 2, children: `${sample} ${sample} ${sample}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const AsSpan: Story = {
  render: (args) => (
    <Text>
      Fizetés:{' '}
      <Text {...args} as="span" weight="bold">
        650 000 – 800 000 Ft
      </Text>{' '}
      bruttó havonta
    </Text>
  ),
};

export const Playground: Story = { tags: ['!visual'] };
