import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Wordmark } from '../Wordmark';
import { SiteFooter, type SiteFooterColumn, type SiteFooterSocialLink } from './SiteFooter';

const columns: SiteFooterColumn[] = [
  {
    title: 'Álláskeresőknek',
    links: [
      { label: 'Összes állás', href: '/allasok' },
      { label: 'Home office állások', href: '/allasok/home-office' },
      { label: 'Fizetéskalkulátor', href: '/fizetes-kalkulator' },
      { label: 'Karriertanácsok', href: '/blog' },
    ],
  },
  {
    title: 'Munkáltatóknak',
    links: [
      { label: 'Hirdetésfeladás', href: '/munkaltatoknak/hirdetes' },
      { label: 'Munkáltatói márkaépítés', href: '/munkaltatoknak/markaepites' },
      { label: 'Árak', href: '/munkaltatoknak/arak' },
    ],
  },
  {
    title: 'allas',
    links: [
      { label: 'Rólunk', href: '/rolunk' },
      { label: 'Kapcsolat', href: '/kapcsolat' },
      { label: 'allas Románia', href: 'https://allas.ro' },
    ],
  },
];

const social: SiteFooterSocialLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/allas', icon: 'share' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/allas', icon: 'briefcase' },
  { label: 'Instagram', href: 'https://www.instagram.com/allas', icon: 'globe' },
];

const legal = (
  <>
    <Link href="/aszf" tone="neutral">
      ÁSZF
    </Link>
    <Link href="/adatvedelem" tone="neutral">
      Adatvédelmi tájékoztató
    </Link>
    <Link href="/cookie-szabalyzat" tone="neutral">
      Cookie-szabályzat
    </Link>
    <Link href="/impresszum" tone="neutral">
      Impresszum
    </Link>
  </>
);

/** A newsletter slot as a site would fill it; the sign-up form itself lives in the site. */
const newsletter = (
  <Stack space="small">
    <Heading level={2} size={4}>
      Heti állásfigyelő
    </Heading>
    <Text size="small" tone="muted">
      Minden hétfőn a legfrissebb állások a kedvenc kategóriáiból.
    </Text>
    <div>
      <Button size="small" variant="secondary">
        Feliratkozom
      </Button>
    </div>
  </Stack>
);

const brand = (
  <>
    <Wordmark href="/" size="small" />
    <Text size="small" tone="muted">
      Állások, cégek és fizetések egy helyen.
    </Text>
  </>
);

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  args: {
    brand,
    columns,
    newsletter,
    social,
    legal,
    bottomLine: '© 2025 allas Kft. Minden jog fenntartva.',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};

export const WithoutNewsletter: Story = { args: { newsletter: undefined } };

export const LegalOnly: Story = {
  args: { brand: undefined, columns: undefined, newsletter: undefined, social: undefined },
};

export const Romanian: Story = {
  args: {
    brand: (
      <>
        <Wordmark href="/ro" size="small" label="allas – pagina principală" />
        <Text size="small" tone="muted">
          Joburi, companii și salarii într-un singur loc.
        </Text>
      </>
    ),
    columns: [
      {
        title: 'Pentru candidați',
        links: [
          { label: 'Toate joburile', href: '/ro/joburi' },
          { label: 'Calculator de salariu net', href: '/ro/calculator-salariu' },
        ],
      },
      {
        title: 'Pentru angajatori',
        links: [{ label: 'Publicați un anunț', href: '/ro/angajatori/anunt' }],
      },
    ],
    newsletter: undefined,
    legal: (
      <>
        <Link href="/ro/termeni" tone="neutral">
          Termeni și condiții
        </Link>
        <Link href="/ro/confidentialitate" tone="neutral">
          Politica de confidențialitate
        </Link>
        <Link href="/ro/cookie" tone="neutral">
          Politica de cookie-uri
        </Link>
      </>
    ),
    bottomLine: '© 2025 allas SRL, Cluj-Napoca',
  },
};

export const Playground: Story = { tags: ['!visual'] };
