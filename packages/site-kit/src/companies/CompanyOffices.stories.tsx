import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CompanyOffices } from './CompanyOffices';
import { companyDetail } from './fixtures';

const meta = {
  title: 'Site/Companies/CompanyOffices',
  component: CompanyOffices,
  decorators: [withSite],
  args: { offices: companyDetail.offices, mapsKey: null },
} satisfies Meta<typeof CompanyOffices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No Google Maps key (the default): the written addresses only, nothing loaded from Google. */
export const AddressesWithoutMap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('1138 Budapest, Váci út 99.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
