import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { myPool } from '../employer/talentPoolFixtures';
import { withSite } from '../stories/withSite';
import { TalentPoolSettings } from './TalentPoolSettings';

const meta = {
  title: 'Site/User/TalentPoolSettings',
  component: TalentPoolSettings,
  decorators: [withSite],
  parameters: { site: { path: '/user/talent-pool' } },
  args: {
    pool: myPool,
    onSwitch: fn(async (optIn: boolean) => ({ ...myPool, optIn })),
    onAnswer: fn(async (id: number, answer: 'accept' | 'decline') => ({
      ...myPool,
      requests: myPool.requests.map((request) =>
        request.id === id
          ? {
              ...request,
              status: answer === 'accept' ? ('accepted' as const) : ('declined' as const),
            }
          : request,
      ),
    })),
  },
} satisfies Meta<typeof TalentPoolSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InThePoolWithRequests: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: /Mutass meg a tehetségbázisban/ }),
    ).toBeChecked();
    await expect(canvas.getByText('Keresztnév: Boglárka')).toBeVisible();
    await expect(canvas.getByText('Szintek: Medior, Szenior')).toBeVisible();
    await expect(canvas.getByText(/csak az a cég látja/)).toBeVisible();
    await expect(
      canvas.getByText('Elfogadtad: látják az elérhetőségeidet és az önéletrajzodat.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Elfogadom' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(31, 'accept');
    await expect(canvas.queryByRole('button', { name: 'Elfogadom' })).toBeNull();
    await expect(
      canvas.getAllByText('Elfogadtad: látják az elérhetőségeidet és az önéletrajzodat.'),
    ).toHaveLength(2);
  },
};

export const OffByDefault: Story = {
  args: { pool: { ...myPool, optIn: false, requests: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /Mutass meg a tehetségbázisban/ });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('Nem vagy benne a tehetségbázisban.')).toBeVisible();
    await expect(canvas.getByText('Még egy cég sem keresett meg.')).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onSwitch).toHaveBeenCalledWith(true);
    await expect(await canvas.findByText('Benne vagy a tehetségbázisban.')).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('What employers see before you accept')).toBeVisible();
    await expect(
      canvas.getByText('Tehetségkereső Gépgyártó és Szerelőipari Kft. would like to get in touch'),
    ).toBeVisible();
  },
};
