import type { Meta, StoryObj } from '@storybook/react-vite';
import { spaceNames } from '../../tokens/scales';
import { collapseBreakpoints } from '../Inline/inlineOptions';
import { Placeholder } from '../private/storyFixtures';
import { Column, Columns } from './Columns';
import { columnsAlignsY } from './columnsOptions';

const meta = {
  title: 'Layout and type/Columns',
  component: Columns,
  args: {
    space: 'medium',
    alignY: 'stretch',
    children: [
      <Column key="a">
        <Placeholder>Szűrők</Placeholder>
      </Column>,
      <Column key="b">
        <Placeholder>Találatok</Placeholder>
      </Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    collapseBelow: { control: 'inline-radio', options: [undefined, ...collapseBreakpoints] },
    alignY: { control: 'inline-radio', options: columnsAlignsY },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EqualFluid: Story = {};

export const OneThirdTwoThirds: Story = {
  args: {
    children: [
      <Column key="a" width="1/3">
        <Placeholder>1/3: szűrők</Placeholder>
      </Column>,
      <Column key="b" width="2/3">
        <Placeholder>2/3: állások listája</Placeholder>
      </Column>,
    ],
  },
};

export const ContentAndFluid: Story = {
  args: {
    children: [
      <Column key="a" width="content">
        <Placeholder>Logó</Placeholder>
      </Column>,
      <Column key="b">
        <Placeholder>A cég neve és leírása kitölti a maradék helyet</Placeholder>
      </Column>,
    ],
  },
};

export const Quarters: Story = {
  args: {
    children: [
      <Column key="a" width="1/4">
        <Placeholder>1/4</Placeholder>
      </Column>,
      <Column key="b" width="3/4">
        <Placeholder>3/4</Placeholder>
      </Column>,
    ],
  },
};

export const AlignYCenter: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="a">
        <Placeholder height={96}>Magas oszlop</Placeholder>
      </Column>,
      <Column key="b">
        <Placeholder>Középre igazítva</Placeholder>
      </Column>,
    ],
  },
};

export const CollapseBelowTablet: Story = {
  args: {
    collapseBelow: 'tablet',
    children: [
      <Column key="a" width="1/3">
        <Placeholder>Mobilon egymás alatt</Placeholder>
      </Column>,
      <Column key="b" width="2/3">
        <Placeholder>Táblagéptől egymás mellett</Placeholder>
      </Column>,
    ],
  },
};

export const CollapseBelowDesktop: Story = {
  args: { ...CollapseBelowTablet.args, collapseBelow: 'desktop' },
};

export const Playground: Story = { tags: ['!visual'] };
