import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { posts } from '../home/fixtures';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import {
  fullPhotosFixture,
  nomineesFixture,
  nomineesIn,
  nomineesWithPhotos,
  photosFixture,
  summaryFixture,
} from './fixtures';
import { VotingBoard } from './VotingBoard';

const hu = catalogs.hu;

/** The first nominee's card: the nominee, the card element, its queries and its file input. */
function firstCard(canvasElement: HTMLElement) {
  const first = nomineesFixture[0];
  if (!first) throw new Error('no nominee');
  const element = within(canvasElement).getByRole('article', { name: first.name });
  return {
    first,
    card: within(element),
    fileInput: () => element.querySelector<HTMLInputElement>('input[type="file"]'),
  };
}

/** The photo handlers of the rating page (the other stories have none: no photo fields). */
const photoHandlers = () => ({
  onUploadPhoto: fn(async (): Promise<string | null> => null),
  onDeletePhoto: fn(async (): Promise<string | null> => null),
});
const en = catalogs.en;
const ro = catalogs.ro;

const meta = {
  title: 'Site/Voting/VotingBoard',
  component: VotingBoard,
  decorators: [withSite],
  parameters: { site: { path: '/szmd/rating' } },
  args: {
    mode: 'rating',
    locale: 'hu',
    summary: summaryFixture,
    nominees: nomineesFixture,
    loginHref: '/login?redirect=%2Fszmd%2Frating',
    registrationHref: '/registration?redirect=%2Fszmd%2Frating',
    otherPageHref: '/szmd/box-rating',
    onVote: fn(async (): Promise<string | null> => null),
    onSendConfirmation: fn(),
    onAcceptRules: fn(),
    onFinaliseRound: fn(),
  },
} satisfies Meta<typeof VotingBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** can vote: every nominee has its form; a vote sends the rating and the answer. */
export const CanVote: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Heti szavazataid: 10 / 10 maradt')).toBeVisible();
    const first = nomineesFixture[0];
    if (!first) throw new Error('no nominee');
    const card = within(canvas.getByRole('article', { name: first.name }));
    await userEvent.click(card.getByRole('button', { name: hu['voting.form.submit'] }));
    await expect(card.getByText(hu['voting.form.incomplete'])).toBeVisible();
    await userEvent.click(card.getByRole('radio', { name: '4 csillag' }));
    await userEvent.click(card.getByRole('radio', { name: 'Igen' }));
    await userEvent.click(card.getByRole('button', { name: hu['voting.form.submit'] }));
    await expect(args.onVote).toHaveBeenCalledWith({
      companyId: first.companyId,
      rating: 4,
      wouldWorkThere: true,
    });
  },
};

/** already voted: the nominee rated this week shows it and has no form. */
export const AlreadyVoted: Story = {
  args: {
    summary: { ...summaryFixture, remainingWeeklyVotes: 9 },
    nominees: [
      { ...(nomineesFixture[0] as (typeof nomineesFixture)[number]), state: 'alreadyVoted' },
      ...nomineesFixture.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(hu['voting.alreadyVoted'])).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: hu['voting.form.submit'] })).toHaveLength(2);
    await expect(canvas.getByText('Heti szavazataid: 9 / 10 maradt')).toBeVisible();
  },
};

/** company already rated this week: the api's refusal shows in the card. */
export const CompanyAlreadyRated: Story = {
  args: { onVote: fn(async (): Promise<string | null> => hu['voting.companyAlreadyRated']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getAllByRole('article')[0] as HTMLElement);
    await userEvent.click(card.getByRole('radio', { name: '5 csillag' }));
    await userEvent.click(card.getByRole('radio', { name: 'Nem' }));
    await userEvent.click(card.getByRole('button', { name: hu['voting.form.submit'] }));
    await expect(
      await card.findByText('Ezt a céget ezen a héten már nem értékelheted újra.'),
    ).toBeVisible();
  },
};

/** no votes left this week. */
export const NoVotesLeft: Story = {
  args: {
    summary: { ...summaryFixture, state: 'noVotesLeft', remainingWeeklyVotes: 0 },
    nominees: nomineesIn('noVotesLeft'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ezen a héten már nincs több szavazatod.')).toBeVisible();
    await expect(canvas.getByText('Heti szavazataid: 0 / 10 maradt')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: hu['voting.form.submit'] })).toBeNull();
  },
};

/** no more ratings: every nominee rated. */
export const AllRated: Story = {
  args: {
    summary: { ...summaryFixture, state: 'allRated', remainingWeeklyVotes: 7 },
    nominees: nomineesIn('alreadyVoted'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(hu['voting.allRated'])).toBeVisible();
  },
};

/** voting not available (outside the period), in English: the spec's text. */
export const UnavailableInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    locale: 'en',
    summary: { ...summaryFixture, state: 'unavailable' },
    nominees: nomineesIn('unavailable'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Voting unavailable right now.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en['voting.form.submit'] })).toBeNull();
  },
};

/** A guest sees the not-logged-in notice; its links come back to the voting page. */
export const Guest: Story = {
  args: { summary: { ...summaryFixture, voter: 'guest' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute(
      'href',
      args.loginHref,
    );
    await expect(canvas.queryByRole('button', { name: hu['voting.form.submit'] })).toBeNull();
  },
};

export const Employer: Story = {
  args: { summary: { ...summaryFixture, voter: 'employer' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(hu['voting.employerCannotVote'])).toBeVisible();
  },
};

export const EmailNotConfirmedInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { locale: 'ro', summary: { ...summaryFixture, voter: 'emailNotVerified' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ro['voting.emailNotVerified'])).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: ro['voting.voter.sendConfirmation'] }),
    );
    await expect(args.onSendConfirmation).toHaveBeenCalled();
  },
};

export const RulesNotAccepted: Story = {
  args: { summary: { ...summaryFixture, voter: 'rulesNotAccepted' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(hu['voting.rulesNotAccepted'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: hu['voting.voter.acceptRules'] }));
    await expect(args.onAcceptRules).toHaveBeenCalled();
  },
};

/** The box vote: a round of nominees and the button that finalises it. */
export const BoxRound: Story = {
  parameters: { site: { path: '/szmd/box-rating' } },
  args: { mode: 'box', otherPageHref: '/szmd/rating' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: hu['voting.box.title'] }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: hu['voting.box.finalise'] }));
    await expect(args.onFinaliseRound).toHaveBeenCalled();
  },
};

/** Workplace photos: an approved one, the voter's own awaiting approval (deletable), the dropzone. */
export const Photos: Story = {
  args: {
    nominees: nomineesWithPhotos(photosFixture),
    ...photoHandlers(),
  },
  play: async ({ canvasElement, args }) => {
    const { first, card, fileInput } = firstCard(canvasElement);
    await expect(card.getAllByRole('img', { name: /munkahelyi fotója/ })).toHaveLength(2);
    await expect(card.getByText(hu['voting.photos.pending'])).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'A(z) 2. fotó törlése' }));
    await expect(args.onDeletePhoto).toHaveBeenCalledWith('102');
    const input = fileInput();
    if (!input) throw new Error('no file input');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'iroda.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(input, file);
    await expect(args.onUploadPhoto).toHaveBeenCalledWith(
      first.companyId,
      file,
      expect.any(Function),
    );
  },
};

/** A refused photo says why, in the page's language (the api's field message). */
export const PhotoRefusedInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    locale: 'en',
    nominees: nomineesWithPhotos([]),
    ...photoHandlers(),
    onUploadPhoto: fn(
      async (): Promise<string | null> => 'The image must be a JPEG, PNG or WebP file.',
    ),
  },
  play: async ({ canvasElement }) => {
    const { card, fileInput } = firstCard(canvasElement);
    const input = fileInput();
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File([new Uint8Array([1, 2, 3])], 'office.png', { type: 'image/png' }),
    );
    await expect(
      await card.findByText('The image must be a JPEG, PNG or WebP file.'),
    ).toBeVisible();
  },
};

/** Three photos attached: the card says so instead of offering the dropzone. */
export const PhotosLimitReached: Story = {
  args: {
    nominees: nomineesWithPhotos(fullPhotosFixture),
    ...photoHandlers(),
  },
  play: async ({ canvasElement }) => {
    const { card, fileInput } = firstCard(canvasElement);
    await expect(card.getByText('Ehhez a céghez már 3 fotót csatoltál.')).toBeVisible();
    await expect(fileInput()).toBeNull();
    // The approved one cannot be deleted any more; the two pending ones can.
    await expect(card.getAllByRole('button', { name: /fotó törlése/ })).toHaveLength(2);
  },
};

/** The blog carousel under the nominees and the link to the published results. */
export const BlogCarouselAndResults: Story = {
  args: { nominees: [], posts, results: { href: '/szmd/results', year: 2025 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'A 2025. évi eredmények' })).toHaveAttribute(
      'href',
      '/szmd/results',
    );
    const carousel = within(canvas.getByRole('region', { name: hu['voting.blog.title'] }));
    await expect(carousel.getByRole('link', { name: posts[0]?.title ?? '' })).toBeVisible();
    await userEvent.click(carousel.getByRole('button', { name: hu['voting.blog.next'] }));
    await expect(carousel.getByRole('link', { name: posts[1]?.title ?? '' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(carousel.getByRole('link', { name: posts[0]?.title ?? '' })).toBeVisible();
  },
};
