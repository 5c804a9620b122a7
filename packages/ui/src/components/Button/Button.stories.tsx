import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { Button } from './Button';
import { buttonSizes, buttonTypes, buttonVariants } from './buttonOptions';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: {
    children: 'Jelentkezem',
    variant: 'primary',
    size: 'normal',
    type: 'button',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    type: { control: 'inline-radio', options: buttonTypes },
    leadingIcon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const PrimaryRed: Story = { args: { variant: 'primary-red', children: 'Profil törlése' } };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Mentés később' } };

export const SecondaryRed: Story = {
  args: { variant: 'secondary-red', children: 'Jelentkezés visszavonása' },
};

export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Összes állás' } };

export const SizeBig: Story = { args: { size: 'big' } };

export const SizeSmall: Story = { args: { size: 'small' } };

export const SizeXsmall: Story = { args: { size: 'xsmall' } };

export const TypeSubmit: Story = { args: { type: 'submit', children: 'Küldés' } };

export const TypeReset: Story = {
  args: { type: 'reset', variant: 'tertiary', children: 'Szűrők törlése' },
};

export const Loading: Story = { args: { loading: true, children: 'Feltöltés' } };

export const Disabled: Story = { args: { disabled: true } };

export const LeadingIcon: Story = { args: { leadingIcon: 'search', children: 'Keresés' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Bejelentkezés' } };

export const LongHungarianLabel: Story = {
  args: {
    children:
      'Munkavállalói adatkezelési tájékoztató elfogadása és a jelentkezés véglegesítése megszentségteleníthetetlenségeskedéseitekért',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};

/** Keyboard focus shows the focus ring. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Jelentkezem' })).toHaveFocus();
  },
};

export const ButtonCallsOnClick: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jelentkezem' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LoadingButtonIsNotClickable: Story = {
  args: { loading: true, children: 'Mentés' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Mentés/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName(/Betöltés…|Se încarcă…|Loading…/);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const DisabledButtonIsNotClickable: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Jelentkezem' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { tags: ['!visual'] };
