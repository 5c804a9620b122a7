import type { Meta, StoryObj } from '@storybook/react-vite';
import { locales } from '../../provider/locales';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: {
    current: 'hu',
    hrefForLocale: (locale) => `/${locale}/allasok/budapest`,
  },
  argTypes: { current: { control: 'inline-radio', options: locales } },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentHungarian: Story = {};

export const CurrentRomanian: Story = { args: { current: 'ro' } };

export const CurrentEnglish: Story = { args: { current: 'en' } };

/** The Romanian site offers Romanian and English only. */
export const RomanianSite: Story = { args: { current: 'ro', locales: ['ro', 'en'] } };

export const Playground: Story = { tags: ['!visual'] };
