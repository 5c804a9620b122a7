import type { VotingNominee } from '@allas/core';
import type { VotingSummary } from './VotingBoard';

const banner = (hue: number, name: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160"><rect width="640" height="160" fill="hsl(${hue} 55% 32%)"/><text x="24" y="96" font-family="sans-serif" font-size="40" fill="#fff">${name}</text></svg>`,
  )}`;

/** Three nominees of the stories, one per size category. */
export const nomineesFixture: VotingNominee[] = [
  {
    companyId: '11',
    slug: 'aranyhid-informatika-kft',
    name: 'Aranyhíd Informatika Kft.',
    logoUrl: null,
    bannerUrl: banner(200, 'Aranyhíd'),
    sizeCategory: 'medium',
    state: 'canVote',
  },
  {
    companyId: '12',
    slug: 'tiszaparti-logisztika-zrt',
    name: 'Tiszaparti Logisztika Zrt.',
    logoUrl: null,
    bannerUrl: banner(20, 'Tiszaparti'),
    sizeCategory: 'large',
    state: 'canVote',
  },
  {
    companyId: '13',
    slug: 'szegedi-kodmuhely-bt',
    name: 'Szegedi Kódműhely Bt.',
    logoUrl: null,
    bannerUrl: banner(120, 'Kódműhely'),
    sizeCategory: 'small',
    state: 'canVote',
  },
];

export const summaryFixture: VotingSummary = {
  votingStartAt: '2025-10-01',
  votingFinishAt: '2025-10-21',
  weeklyVoteLimit: 10,
  voter: 'ok',
  state: 'canVote',
  remainingWeeklyVotes: 10,
};

/** The nominees with every one in the same state. */
export const nomineesIn = (state: VotingNominee['state']) =>
  nomineesFixture.map((nominee) => ({ ...nominee, state }));
