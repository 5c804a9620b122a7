import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { officeFixtures } from '../OfficeList/officeFixtures';
import { OfficeMap } from './OfficeMap';

// Stories never pass a key: no map tiles or scripts load offline, and screenshots stay stable.
// The map's clusters are shown by the ClusterMarker stories.
const meta = {
  title: 'Share and map/OfficeMap',
  component: OfficeMap,
  args: { offices: officeFixtures },
} satisfies Meta<typeof OfficeMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No key: the written addresses only, and nothing requested from Google. */
export const OfficeMapWithoutKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  },
};
