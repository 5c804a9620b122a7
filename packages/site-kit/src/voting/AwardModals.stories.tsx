import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { LegalDocumentsModal, VoteChoiceModal, VoteInvitationModal } from './AwardModals';

const hu = catalogs.hu;

const meta = {
  title: 'Site/Voting/AwardModals',
  component: LegalDocumentsModal,
  decorators: [withSite],
  args: {
    open: true,
    rulesHref: '/hu/legal/prize-game-rules?region=hu',
    accepting: false,
    onAccept: fn(),
  },
} satisfies Meta<typeof LegalDocumentsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New legal documents: the rules link and the only way on, accepting. */
export const NewLegalDocuments: Story = {
  parameters: { site: { path: '/szmd/rating' } },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: hu['voting.legal.title'],
    });
    await expect(
      within(dialog).getByRole('link', { name: /Nyereményjáték szabályzata/ }),
    ).toHaveAttribute('href', args.rulesHref);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: hu['voting.legal.accept'] }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

/** The invitation for someone who has not voted yet (and for guests). */
export const VoteInvitationNotVoted: Story = {
  render: () => <VoteInvitationModal open variant="notVoted" onOpenChange={fn()} onVote={fn()} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: hu['voting.invite.title'],
    });
    await expect(within(dialog).getByText(hu['voting.invite.notVoted'])).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: hu['voting.invite.vote'] }),
    ).toBeVisible();
  },
};

/** The invitation for a voter who already voted, in English. */
export const VoteInvitationVotedInEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <VoteInvitationModal open variant="voted" onOpenChange={fn()} onVote={fn()} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Vote for the Lovable Workplaces award!',
    });
    await expect(
      within(dialog).getByText('Thank you for voting! You can rate more companies every week.'),
    ).toBeVisible();
  },
};

/** The two-option vote modal: to the company rating or to the box rating. */
export const VoteChoiceInRomanian: Story = {
  globals: { locale: 'ro' },
  render: () => (
    <VoteChoiceModal
      open
      onOpenChange={fn()}
      ratingHref="/ro/szmd/rating"
      boxHref="/ro/szmd/box-rating"
    />
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Cum vrei să votezi?',
    });
    await expect(
      within(dialog).getByRole('link', { name: 'Evaluează o companie' }),
    ).toHaveAttribute('href', '/ro/szmd/rating');
    await expect(within(dialog).getByRole('link', { name: 'Vot pe loturi' })).toHaveAttribute(
      'href',
      '/ro/szmd/box-rating',
    );
  },
};
