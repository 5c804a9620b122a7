import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { CookieConsentBar } from './CookieConsentBar';

const meta = {
  title: 'Navigation/CookieConsentBar',
  component: CookieConsentBar,
  args: {
    title: 'Sütiket használunk',
    message: (
      <>
        A weboldal működéséhez szükséges sütiken túl statisztikai és marketingcélú sütiket is
        használnánk. Részletek a <Link href="/cookie-szabalyzat">cookie-szabályzatban</Link>.
      </>
    ),
    onAccept: fn(),
    onReject: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieConsentBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSettingsLink: Story = {
  args: { settings: { href: '/cookie-beallitasok', label: 'Beállítások testreszabása' } },
};

export const Romanian: Story = {
  args: {
    title: 'Folosim cookie-uri',
    message:
      'Pe lângă cookie-urile necesare funcționării site-ului, am dori să folosim și cookie-uri pentru statistici și marketing.',
    settings: { href: '/ro/setari-cookie', label: 'Setări cookie-uri' },
  },
};

export const WithoutTitle: Story = { args: { title: undefined } };

export const CookieConsentRejects: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    const buttons = within(region).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]?.className).toBe(buttons[1]?.className);
    await userEvent.click(
      within(region).getByRole('button', { name: /Összes elutasítása|Respinge toate|Reject all/ }),
    );
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { tags: ['!visual'] };
