import type { Meta, StoryObj } from '@storybook/react-vite';
import { spaceNames } from '../../tokens/scales';
import { Placeholder } from '../private/storyFixtures';
import { Inline } from './Inline';
import { collapseBreakpoints, inlineAligns, inlineAlignsY, inlineElements } from './inlineOptions';

const tags = ['React', 'TypeScript', 'Kubernetes', 'Könyvelés', 'Contabilitate', 'Raktározás'].map(
  (tag) => <Placeholder key={tag}>{tag}</Placeholder>,
);

const meta = {
  title: 'Layout and type/Inline',
  component: Inline,
  args: { space: 'small', align: 'left', alignY: 'center', wrap: true, as: 'div', children: tags },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignsY },
    collapseBelow: { control: 'inline-radio', options: [undefined, ...collapseBreakpoints] },
    as: { control: 'inline-radio', options: inlineElements },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpaceSmall: Story = {};

export const SpaceLarge: Story = { args: { space: 'large' } };

export const AlignCenter: Story = { args: { align: 'center' } };

export const AlignRight: Story = { args: { align: 'right' } };

export const SpaceBetween: Story = {
  args: {
    align: 'spaceBetween',
    children: [<Placeholder key="a">Bal</Placeholder>, <Placeholder key="b">Jobb</Placeholder>],
  },
};

export const AlignYTop: Story = {
  args: {
    alignY: 'top',
    children: [
      <Placeholder key="a" height={80}>
        Magas elem
      </Placeholder>,
      <Placeholder key="b">Alacsony</Placeholder>,
    ],
  },
};

export const NoWrap: Story = { args: { wrap: false } };

export const CollapseBelowTablet: Story = { args: { collapseBelow: 'tablet' } };

export const AsList: Story = { args: { as: 'ul' } };

export const Playground: Story = { tags: ['!visual'] };
