import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonTypes, buttonVariants } from '../Button/buttonOptions';
import { iconNames } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: {
    icon: 'share',
    label: 'Megosztás',
    variant: 'tertiary',
    size: 'normal',
    type: 'button',
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    type: { control: 'inline-radio', options: buttonTypes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tertiary: Story = {};

export const Primary: Story = { args: { variant: 'primary', icon: 'search', label: 'Keresés' } };

export const PrimaryRed: Story = {
  args: { variant: 'primary-red', icon: 'trash', label: 'Törlés' },
};

export const Secondary: Story = {
  args: { variant: 'secondary', icon: 'saved', label: 'Állás mentése' },
};

export const SecondaryRed: Story = {
  args: { variant: 'secondary-red', icon: 'close', label: 'Eltávolítás' },
};

export const SizeBig: Story = { args: { size: 'big' } };

export const SizeSmall: Story = { args: { size: 'small' } };

export const SizeXsmall: Story = { args: { size: 'xsmall', icon: 'close', label: 'Bezárás' } };

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const IconButtonIsNamedByItsLabel: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Megosztás' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { tags: ['!visual'] };
