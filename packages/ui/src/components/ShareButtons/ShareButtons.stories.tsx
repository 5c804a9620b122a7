import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ShareButtons } from './ShareButtons';
import { mainShareNetworks, shareNetworks } from './shareNetworks';

const meta = {
  title: 'Share and map/ShareButtons',
  component: ShareButtons,
  args: {
    url: 'https://allas.hu/allas/vezeto-szoftverfejleszto-java-kubernetes',
    title: 'Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület',
    description: 'Hibrid munkavégzés, Árvíztűrő Kft., bruttó 1 200 000 – 1 600 000 Ft',
    hashtags: ['állás', 'szoftverfejlesztés'],
    networks: mainShareNetworks,
    showNames: false,
    onOpen: fn(),
    onClose: fn(),
  },
  argTypes: {
    networks: { control: 'check', options: shareNetworks },
  },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShareButtonsMain: Story = {};

export const ShareButtonsAll: Story = { args: { networks: shareNetworks } };

export const ShareButtonsWithNames: Story = {
  args: {
    showNames: true,
    networks: ['facebook', 'linkedin', 'whatsapp', 'email'],
    url: 'https://allas.ro/joburi/inginer-sef-de-santier-cluj-napoca',
    title: 'Inginer șef de șantier — Cluj-Napoca',
  },
};

/** A web network opens the popup; closing it is noticed by the 500 ms check and reported. */
export const ShareOpensPopupAndReportsClose: Story = {
  args: { networks: ['telegram', 'email'] },
  play: async ({ args, canvasElement }) => {
    const popup = { closed: false, opener: null };
    // No real window: the story must not reach the network.
    const open = spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    try {
      await userEvent.click(within(canvasElement).getByRole('link', { name: /Telegram/ }));
      await expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/t\.me\/share\/url\?url=/),
        'allas-share',
        expect.stringContaining('width=626,height=436'),
      );
      await expect(args.onOpen).toHaveBeenCalledWith('telegram');
      popup.closed = true;
      await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('telegram'), {
        timeout: 1500,
      });
    } finally {
      open.mockRestore();
    }
  },
};

export const Playground: Story = { tags: ['!visual'] };
