import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { TagPill } from './TagPill';
import { tagPillTones } from './tagPillOptions';

const meta = {
  title: 'Domain/TagPill',
  component: TagPill,
  args: { label: 'Kubernetes', tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: tagPillTones },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof TagPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Brand: Story = { args: { tone: 'brand', label: 'Kiemelt munkáltató' } };

export const Success: Story = { args: { tone: 'success', label: 'Már jelentkeztél' } };

export const Warning: Story = { args: { tone: 'warning', label: 'Még 2 nap' } };

export const WithIcon: Story = { args: { icon: 'homeOffice', label: 'Home office' } };

export const AsLink: Story = {
  args: { href: '/allasok?q=React', label: 'React', icon: 'search' },
};

export const ToggleNotPressed: Story = {
  args: { pressed: false, onPressedChange: fn(), label: 'Csak fizetéssel' },
};

export const TogglePressed: Story = {
  args: { pressed: true, onPressedChange: fn(), label: 'Doar joburi noi' },
};

export const LongHungarianLabel: Story = {
  args: { label: 'Munkavédelmi és tűzvédelmi szakképesítés (OKJ 54 861 01)', tone: 'brand' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
};

/** A controlled toggle: clicking reports the next state, which the parent keeps. */
function ToggleHost({ onPressedChange }: { onPressedChange: (pressed: boolean) => void }) {
  const [pressed, setPressed] = useState(false);
  return (
    <TagPill
      label="Csak fizetéssel"
      pressed={pressed}
      onPressedChange={(next) => {
        setPressed(next);
        onPressedChange(next);
      }}
    />
  );
}

export const TogglePillSwitchesOnAndOff: Story = {
  args: { pressed: false, onPressedChange: fn() },
  render: (args) => <ToggleHost onPressedChange={(next) => args.onPressedChange?.(next)} />,
  play: async ({ args, canvasElement }) => {
    const pill = within(canvasElement).getByRole('button', { name: 'Csak fizetéssel' });
    await expect(pill).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pill);
    await expect(pill).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(pill).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { tags: ['!visual'] };
