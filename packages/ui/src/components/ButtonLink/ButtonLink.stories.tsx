import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/buttonOptions';
import { iconNames } from '../Icon';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  args: {
    href: '/allasok',
    children: 'Összes állás megtekintése',
    variant: 'primary',
    size: 'normal',
    fullWidth: false,
    external: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    leadingIcon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const PrimaryRed: Story = { args: { variant: 'primary-red', children: 'Regisztráció' } };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cégprofil' } };

export const SecondaryRed: Story = { args: { variant: 'secondary-red', children: 'Leiratkozás' } };

export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Tovább a bloghoz' } };

export const SizeBig: Story = { args: { size: 'big' } };

export const SizeSmall: Story = { args: { size: 'small' } };

export const SizeXsmall: Story = { args: { size: 'xsmall' } };

export const LeadingIcon: Story = {
  args: { leadingIcon: 'location', children: 'Irodák térképen' },
};

export const External: Story = {
  args: { href: 'https://example.com/cariere', external: true, children: 'Cariere la partener' },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const ButtonLinkIsALink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Összes állás megtekintése' });
    await expect(link).toHaveAttribute('href', '/allasok');
  },
};

export const Playground: Story = { tags: ['!visual'] };
