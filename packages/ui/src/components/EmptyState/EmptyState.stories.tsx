import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../ButtonLink';
import { iconNames } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'saved',
    title: 'Még nincs mentett állása',
    children: 'A szív ikonnal mentheti el a kedvenc hirdetéseit, és később itt találja őket.',
    action: <ButtonLink href="/allasok">Állások böngészése</ButtonLink>,
  },
  argTypes: { icon: { control: 'select', options: [undefined, ...iconNames] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};

export const NoSearchResults: Story = {
  args: {
    icon: 'search',
    title:
      'Nincs találat a „Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület” keresésre',
    children: 'Próbáljon kevesebb szűrőt vagy egy másik települést.',
    action: (
      <ButtonLink href="/allasok" variant="secondary">
        Szűrők törlése
      </ButtonLink>
    ),
  },
};

export const WithoutAction: Story = {
  args: {
    icon: 'briefcase',
    title: 'Nu ați aplicat încă la niciun job',
    children: 'Aplicările din ultimele 90 de zile apar aici.',
    action: undefined,
  },
};

export const WithoutIcon: Story = {
  args: {
    icon: undefined,
    title: 'Ennél a cégnél jelenleg nincs nyitott pozíció',
    action: undefined,
  },
};

export const Playground: Story = { tags: ['!visual'] };
