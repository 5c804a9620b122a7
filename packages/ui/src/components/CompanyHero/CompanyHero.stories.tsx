import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { companyFixtures } from '../CompanyCard/companyFixtures';
import { companySizeBands, followStates } from '../CompanyCard/companyOptions';
import { CompanyHero, companyHeroHeadingLevels } from './CompanyHero';

const { href: _href, ...hungarian } = companyFixtures.hungarian;
const { href: _roHref, ...romanian } = companyFixtures.romanian;

const meta = {
  title: 'Domain/CompanyHero',
  component: CompanyHero,
  args: {
    ...hungarian,
    jobsHref: '/cegek/arvizturo-tukorfurogep/allasok',
    followState: 'notFollowed',
    onToggleFollow: fn(),
    headingLevel: 1,
  },
  argTypes: {
    followState: { control: 'inline-radio', options: followStates },
    size: { control: 'select', options: companySizeBands },
    headingLevel: { control: 'inline-radio', options: companyHeroHeadingLevels },
  },
} satisfies Meta<typeof CompanyHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyHeroWithBanner: Story = {};

export const CompanyHeroWithoutBanner: Story = {
  args: { bannerSrc: undefined, logoSrc: undefined },
};

export const CompanyHeroFollowed: Story = { args: { followState: 'followed' } };

export const CompanyHeroPending: Story = { args: { followState: 'pending' } };

/** No open jobs: no jobs link. */
export const CompanyHeroNoOpenJobs: Story = {
  args: { ...romanian, openJobCount: 0, jobsHref: '/companii/santierul-naval-constanta/joburi' },
};

export const CompanyHeroSignedOut: Story = { args: { onToggleFollow: undefined } };

export const Playground: Story = { tags: ['!visual'] };
