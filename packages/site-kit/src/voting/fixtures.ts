import type { VotingNominee, VotingPhoto, VotingResults } from '@allas/core';
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
    photos: [],
  },
  {
    companyId: '12',
    slug: 'tiszaparti-logisztika-zrt',
    name: 'Tiszaparti Logisztika Zrt.',
    logoUrl: null,
    bannerUrl: banner(20, 'Tiszaparti'),
    sizeCategory: 'large',
    state: 'canVote',
    photos: [],
  },
  {
    companyId: '13',
    slug: 'szegedi-kodmuhely-bt',
    name: 'Szegedi Kódműhely Bt.',
    logoUrl: null,
    bannerUrl: banner(120, 'Kódműhely'),
    sizeCategory: 'small',
    state: 'canVote',
    photos: [],
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

const photo = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="288" height="216"><rect width="288" height="216" fill="hsl(${hue} 45% 70%)"/><rect x="40" y="60" width="208" height="110" rx="8" fill="hsl(${hue} 40% 40%)"/></svg>`,
  )}`;

/** A nominee's photos: one approved (someone else's) and the viewer's own, awaiting approval. */
export const photosFixture: VotingPhoto[] = [
  { id: '101', url: photo(30), status: 'approved', own: false },
  { id: '102', url: photo(210), status: 'pending', own: true },
];

/** The viewer has attached the most photos allowed. */
export const fullPhotosFixture: VotingPhoto[] = [
  { id: '201', url: photo(90), status: 'pending', own: true },
  { id: '202', url: photo(150), status: 'approved', own: true },
  { id: '203', url: photo(270), status: 'pending', own: true },
];

/** The first nominee alone, with `photos` (the photo stories need one card). */
export const nomineesWithPhotos = (photos: VotingPhoto[]): VotingNominee[] =>
  nomineesFixture.slice(0, 1).map((nominee) => ({ ...nominee, photos }));

const result = (
  companyId: string,
  name: string,
  rank: number,
  votes: number,
  voteShare: number,
  averageRating: number,
) => ({
  companyId,
  slug: `company-${companyId}`,
  name,
  rank,
  votes,
  voteShare,
  averageRating,
  wouldWorkThereShare: 0.8,
});

/** The audited 2025 campaign: every size category ranked, the winner first. */
export const resultsFixture: VotingResults = {
  region: 'hu',
  year: 2025,
  votingFinishAt: '2025-10-21',
  published: true,
  auditedAt: '2025-10-28T09:00:00.000Z',
  categories: [
    {
      sizeCategory: 'small',
      nominees: [
        result('13', 'Szegedi Kódműhely Bt.', 1, 41, 0.594, 4.61),
        result('14', 'Pécsi Pékség Kft.', 2, 28, 0.406, 4.25),
      ],
    },
    {
      sizeCategory: 'medium',
      nominees: [
        result('11', 'Aranyhíd Informatika Kft.', 1, 57, 0.452, 4.49),
        result('15', 'Balatoni Vendéglátó Kft.', 2, 39, 0.31, 4.12),
        result('16', 'Debreceni Gépgyár Kft.', 3, 30, 0.238, 3.97),
      ],
    },
    { sizeCategory: 'large', nominees: [] },
  ],
};

/** A campaign whose audit is not done yet. */
export const unpublishedResultsFixture: VotingResults = {
  region: 'hu',
  year: 2026,
  votingFinishAt: '2026-10-21',
  published: false,
  auditedAt: null,
  categories: [],
};
