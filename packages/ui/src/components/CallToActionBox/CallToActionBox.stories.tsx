import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallToActionBox, callToActionHeadingLevels } from './CallToActionBox';
import { callToActionTones } from './callToActionOptions';

const meta = {
  title: 'Domain/CallToActionBox',
  component: CallToActionBox,
  args: {
    title: 'Hirdessen nálunk: az első álláshirdetés 30 napig ingyenes',
    body: 'Érje el a munkavállalók százezreit Magyarországon és Romániában, és kövesse a jelentkezéseket egy helyen.',
    actionLabel: 'Ajánlatot kérek',
    actionHref: '/ajanlatkeres',
    tone: 'brand',
    headingLevel: 2,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: callToActionTones },
    headingLevel: { control: 'inline-radio', options: callToActionHeadingLevels },
  },
} satisfies Meta<typeof CallToActionBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToneBrand: Story = {};

export const ToneRed: Story = {
  args: {
    tone: 'red',
    title: 'Creează-ți profilul și aplică dintr-un singur clic',
    body: 'Angajatorii din Cluj-Napoca, Timișoara și București caută oameni ca tine.',
    actionLabel: 'Creează profilul',
    actionHref: '/inregistrare',
  },
};

export const ToneNeutral: Story = { args: { tone: 'neutral' } };

export const TitleOnly: Story = {
  args: { body: undefined, title: 'Fizetéskalkulátor: bruttóból nettó egy perc alatt' },
};

export const ExternalAction: Story = {
  args: { actionExternal: true, actionHref: 'https://partner.example/ajanlat' },
};

export const Playground: Story = { tags: ['!visual'] };
