import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bannerImage } from '../BlogCard/storyImages';
import { Banner } from './Banner';
import { bannerPlacements, bannerSizes } from './bannerOptions';

const creative = (placement: keyof typeof bannerSizes) =>
  bannerImage(bannerSizes[placement].width, bannerSizes[placement].height);

const meta = {
  title: 'Domain/Banner',
  component: Banner,
  args: {
    src: creative('inline'),
    alt: 'Nyári szakmai gyakorlat 2026 az Árvíztűrő Kft.-nél — jelentkezz május 31-ig',
    href: '/cegek/arvizturo-kft/allasok',
    placement: 'inline',
    external: false,
    onClick: fn(),
  },
  argTypes: { placement: { control: 'inline-radio', options: bannerPlacements } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BannerLeaderboard: Story = {
  args: { placement: 'leaderboard', src: creative('leaderboard') },
};

export const BannerSidebar: Story = {
  args: {
    placement: 'sidebar',
    src: creative('sidebar'),
    alt: 'Angajăm operatori CNC la Timișoara — salariu de la 5.200 lei net',
  },
};

export const BannerInline: Story = {};

/** An advertiser's own site: new tab, rel="sponsored". */
export const BannerExternal: Story = {
  args: { external: true, href: 'https://partner.example/karrier' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Nyári szakmai gyakorlat/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { tags: ['!visual'] };
