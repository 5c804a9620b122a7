import { Button, ButtonLink, Inline, Link, Modal, ModalClose, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';

export interface LegalDocumentsModalProps {
  open: boolean;
  /** The prize-game rules of the region in the page's language (the legal-documents map). */
  rulesHref: string | null;
  accepting: boolean;
  onAccept: () => void;
}

/**
 * The new-legal-documents modal (spec §4): the changed prize-game rules must be accepted to
 * continue, so the modal has no way out but accepting.
 */
export function LegalDocumentsModal({
  open,
  rulesHref,
  accepting,
  onAccept,
}: LegalDocumentsModalProps) {
  const t = useMessages();
  return (
    <Modal
      open={open}
      onOpenChange={() => {}}
      title={t('voting.legal.title')}
      footer={
        <Button onClick={onAccept} loading={accepting}>
          {t('voting.legal.accept')}
        </Button>
      }
    >
      <Stack space="small">
        <Text>{t('voting.legal.text')}</Text>
        {rulesHref ? (
          <Link href={rulesHref} external>
            {t('voting.legal.rules')}
          </Link>
        ) : null}
      </Stack>
    </Modal>
  );
}

export interface VoteInvitationModalProps {
  open: boolean;
  /** The text differs for voters who already voted. */
  variant: 'voted' | 'notVoted';
  onOpenChange: (open: boolean) => void;
  onVote: () => void;
}

/** The vote-invitation modal (spec §4), shown off the voting pages during the period. */
export function VoteInvitationModal({
  open,
  variant,
  onOpenChange,
  onVote,
}: VoteInvitationModalProps) {
  const t = useMessages();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('voting.invite.title')}
      footer={
        <Inline space="small">
          <ModalClose>
            <Button variant="secondary">{t('voting.invite.later')}</Button>
          </ModalClose>
          <Button onClick={onVote}>{t('voting.invite.vote')}</Button>
        </Inline>
      }
    >
      <Text>{t(variant === 'voted' ? 'voting.invite.voted' : 'voting.invite.notVoted')}</Text>
    </Modal>
  );
}

export interface VoteChoiceModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ratingHref: string;
  boxHref: string;
}

/** The two-option vote modal (spec §2): one button to the company rating, one to the box rating. */
export function VoteChoiceModal({ open, onOpenChange, ratingHref, boxHref }: VoteChoiceModalProps) {
  const t = useMessages();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('voting.choice.title')}>
      <Inline space="small">
        <ButtonLink href={ratingHref} onClick={() => onOpenChange(false)}>
          {t('voting.box.toRating')}
        </ButtonLink>
        <ButtonLink href={boxHref} variant="secondary" onClick={() => onOpenChange(false)}>
          {t('voting.box.toBox')}
        </ButtonLink>
      </Inline>
    </Modal>
  );
}
