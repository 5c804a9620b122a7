import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink';
import { LanguageSwitch } from '../LanguageSwitch';
import { UserMenu } from '../UserMenu';
import { Wordmark } from '../Wordmark';
import { SiteHeader, type SiteHeaderNavItem } from './SiteHeader';

const navigation: SiteHeaderNavItem[] = [
  { label: 'Állások', href: '/allasok', current: true },
  { label: 'Cégek', href: '/cegek' },
  { label: 'Fizetéskalkulátor', href: '/fizetes-kalkulator' },
  { label: 'Blog', href: '/blog' },
];

const logo = <Wordmark href="/" />;

const languageSwitch = (
  <LanguageSwitch current="hu" hrefForLocale={(locale) => `/${locale}/allasok`} />
);

const actions = (
  <>
    {languageSwitch}
    <ButtonLink href="/munkaltatoknak" variant="secondary" size="small">
      Munkáltatóknak
    </ButtonLink>
  </>
);

const signIn = (
  <ButtonLink href="/bejelentkezes" size="small">
    Bejelentkezés
  </ButtonLink>
);

const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  args: {
    logo,
    navigation,
    actions,
    account: signIn,
    onMobileMenuOpenChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SiteHeaderLoggedOut: Story = {};

export const SiteHeaderLoggedIn: Story = {
  args: {
    account: (
      <UserMenu
        name="Kovács Éva"
        items={[
          { label: 'Profilom', href: '/profil', icon: 'user' },
          { label: 'Jelentkezéseim', href: '/profil/jelentkezesek', icon: 'briefcase' },
        ]}
        onLogOut={fn()}
      />
    ),
  },
};

/** The folded menu, opened (on wide screens the bar looks as always). */
export const SiteHeaderMobileMenuOpen: Story = { args: { defaultMobileMenuOpen: true } };

export const SiteHeaderRomanian: Story = {
  args: {
    navigation: [
      { label: 'Joburi', href: '/ro/joburi' },
      { label: 'Companii', href: '/ro/companii', current: true },
      { label: 'Calculator de salariu', href: '/ro/calculator-salariu' },
    ],
    logo: <Wordmark href="/ro" label="allas – pagina principală" />,
    actions: (
      <>
        <LanguageSwitch
          current="ro"
          locales={['ro', 'en']}
          hrefForLocale={(locale) => `/${locale}/companii`}
        />
        <ButtonLink href="/ro/angajatori" variant="secondary" size="small">
          Pentru angajatori
        </ButtonLink>
      </>
    ),
    account: (
      <ButtonLink href="/ro/autentificare" size="small">
        Autentificare
      </ButtonLink>
    ),
  },
};

export const SiteHeaderLogoOnly: Story = {
  args: { navigation: undefined, actions: undefined, account: undefined },
};

export const SiteHeaderSkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', {
      name: /Ugrás a tartalomra|Salt la conținut|Skip to content/,
    });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
};

export const Playground: Story = { tags: ['!visual'] };
