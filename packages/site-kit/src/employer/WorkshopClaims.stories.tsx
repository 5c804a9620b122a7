import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { WorkshopClaims } from './WorkshopClaims';

const meta = {
  title: 'Site/Employer/WorkshopClaims',
  component: WorkshopClaims,
  decorators: [withSite],
  args: {
    heading: 'Ingyenes workshopvideó a munkáltatói márkáról',
    intro:
      'Regisztrálj ingyen, és nézd meg munkáltatói márkaépítésről szóló workshopvideónkat. Amit egy erős munkáltatói márka hoz:',
    action: { label: 'A workshop részletei', href: '/workshop' },
  },
} satisfies Meta<typeof WorkshopClaims>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourClaims: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('28%-kal alacsonyabb fluktuáció')).toBeVisible();
    await expect(canvas.getByText('10%-kal alacsonyabb bérköltség')).toBeVisible();
    await expect(canvas.getByText('46%-kal alacsonyabb felvételenkénti költség')).toBeVisible();
    await expect(
      canvas.getByText('az emberek 84%-a váltana egy ismertebb munkáltatói márkáért'),
    ).toBeVisible();
  },
};

export const WithoutAction: Story = {
  args: { intro: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
