import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfficeList } from './OfficeList';
import { officeFixtures } from './officeFixtures';

const meta = {
  title: 'Domain/OfficeList',
  component: OfficeList,
  args: { offices: officeFixtures },
} satisfies Meta<typeof OfficeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Written addresses only, as shown where there is no map. */
export const AddressesOnly: Story = {};

/** Next to a map: offices with a position offer "Show on map". */
export const WithShowOnMap: Story = { args: { onShowOnMap: fn() } };

export const SingleOffice: Story = { args: { offices: officeFixtures.slice(0, 1) } };

export const OfficeListShowsOnMap: Story = {
  args: { onShowOnMap: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', {
      name: /Megjelenítés a térképen|Arată pe hartă|Show on map/,
    });
    // The Timișoara office has no position, so it has no map action.
    await expect(buttons).toHaveLength(4);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onShowOnMap).toHaveBeenCalledWith(officeFixtures[1]);
  },
};

export const Playground: Story = { tags: ['!visual'] };
