import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { PageIntro } from './PageIntro';

const meta = {
  title: 'Site/Alerts/PageIntro',
  component: PageIntro,
  decorators: [withSite],
  args: {
    heading: 'Leiratkozás',
    intro: 'Leiratkozás az állásértesítőkről és a hírlevelekről.',
    children: null,
  },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingAndIntro: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Leiratkozás',
    );
  },
};
