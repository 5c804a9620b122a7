import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { FormSection } from './FormSection';

const meta = {
  title: 'Site/Employer/FormSection',
  component: FormSection,
  decorators: [withSite],
  args: {
    id: 'quote',
    heading: 'Ajánlatkérés',
    intro: 'Írd meg, milyen pozícióra keresel; egy munkanapon belül válaszolunk.',
    children: null,
  },
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingAndIntro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Ajánlatkérés' })).toBeVisible();
  },
};
