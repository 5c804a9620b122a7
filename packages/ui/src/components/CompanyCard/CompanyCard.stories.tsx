import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyCard, companyCardHeadingLevels } from './CompanyCard';
import { companyFixtures } from './companyFixtures';
import { companySizeBands, type FollowState, followStates } from './companyOptions';

const meta = {
  title: 'Domain/CompanyCard',
  component: CompanyCard,
  args: {
    ...companyFixtures.hungarian,
    followState: 'notFollowed',
    onToggleFollow: fn(),
    headingLevel: 3,
  },
  argTypes: {
    followState: { control: 'inline-radio', options: followStates },
    size: { control: 'select', options: companySizeBands },
    headingLevel: { control: 'inline-radio', options: companyCardHeadingLevels },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompanyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyCardNotFollowed: Story = {};

export const CompanyCardFollowed: Story = { args: { followState: 'followed' } };

export const CompanyCardPending: Story = { args: { followState: 'pending' } };

/** No logo and no banner: initials and a plain band. */
export const CompanyCardNoLogo: Story = {
  args: { ...companyFixtures.small, logoSrc: undefined, bannerSrc: undefined },
};

export const CompanyCardRomanian: Story = { args: companyFixtures.romanian };

/** Signed out: no follow toggle. */
export const CompanyCardSignedOut: Story = { args: { onToggleFollow: undefined } };

/** The toggle reports the wished state; the app answers with pending, then followed. */
export const CompanyCardFollowToggles: Story = {
  render: function Render(args) {
    const [state, setState] = useState<FollowState>('notFollowed');
    return (
      <CompanyCard
        {...args}
        followState={state}
        onToggleFollow={(follow) => {
          args.onToggleFollow?.(follow);
          setState(follow ? 'followed' : 'notFollowed');
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Követés|Urmărește|Follow/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleFollow).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName(/Követve|Urmărești|Following/);
  },
};

export const Playground: Story = { tags: ['!visual'] };
