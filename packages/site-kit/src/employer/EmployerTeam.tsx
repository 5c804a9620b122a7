import {
  emailSchema,
  INVITATION_LIFETIME_DAYS,
  type EmployerTeam as Team,
  type TeamInvitation,
  type TeamMember,
} from '@allas/core';
import {
  Alert,
  type AlertTone,
  Box,
  Button,
  ConfirmDialog,
  Container,
  Heading,
  Inline,
  Stack,
  TagPill,
  Text,
  TextField,
} from '@allas/ui';
import { useState } from 'react';
import { z } from 'zod';
import { BrowserApiError } from '../api/browserApi';
import { FormShell } from '../forms/FormShell';
import { placeFieldMessages } from '../forms/serverFieldErrors';
import { useSiteForm } from '../forms/useSiteForm';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { failureText } from '../user/failureText';
import { formatDay } from '../user/formatting';
import * as css from './cardGrid.css';
import { address } from './teamCard.css';

const invitationSchema = z.object({ email: emailSchema });
type InvitationForm = z.output<typeof invitationSchema>;

export interface EmployerTeamProps {
  /** GET /employer/team, or null when it could not be read. */
  team: Team | null;
  /** Each change answers the team as it is afterwards; a failure rejects with the api's error. */
  onInvite: (email: string) => Promise<Team>;
  onRevoke: (invitationId: number) => Promise<Team>;
  onRemove: (memberId: number) => Promise<Team>;
}

const fullName = (member: TeamMember) => `${member.lastName} ${member.firstName}`.trim();

/**
 * /employer/team (issue 12): the company's employer users and open invitations. The owner invites
 * by mail, revokes invitations and removes members (never themselves); a member sees the same list
 * without those buttons (the api refuses them the changes as well).
 */
export function EmployerTeam({ team: initial, onInvite, onRevoke, onRemove }: EmployerTeamProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const [team, setTeam] = useState(initial);
  const [notice, setNotice] = useState<{ tone: AlertTone; title?: string; text: string } | null>(
    null,
  );
  const { field, handleSubmit, setError, isSubmitting, reset } =
    useSiteForm<InvitationForm>(invitationSchema);

  const invite = handleSubmit(async ({ email }) => {
    setNotice(null);
    try {
      setTeam(await onInvite(email));
      reset({ email: '' });
      setNotice({ tone: 'success', text: t('employerTeam.invited', { email }) });
    } catch (error) {
      const fields = error instanceof BrowserApiError ? error.fields : {};
      if (placeFieldMessages(fields, setError, ['email'])) return;
      setNotice({
        tone: 'error',
        title: t('employerTeam.inviteFailed'),
        text: failureText(error, t('error.generic')),
      });
    }
  });

  const change = async (call: () => Promise<Team>, success: string) => {
    setNotice(null);
    try {
      setTeam(await call());
      setNotice({ tone: 'success', text: success });
    } catch (error) {
      setNotice({
        tone: 'error',
        title: t('employerTeam.changeFailed'),
        text: failureText(error, t('error.generic')),
      });
    }
  };

  const owner = team?.role === 'owner';
  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container>
        <Stack space="xlarge">
          <Stack space="small">
            <Heading level={1}>{t('employerTeam.title')}</Heading>
            <Text tone="muted">{t('employerTeam.description')}</Text>
          </Stack>
          {team === null ? (
            <Alert tone="error">{t('employerTeam.loadFailed')}</Alert>
          ) : (
            <>
              <Text>{t(owner ? 'employerTeam.ownerIntro' : 'employerTeam.memberIntro')}</Text>
              {notice ? (
                <Alert tone={notice.tone} title={notice.title}>
                  {notice.text}
                </Alert>
              ) : null}
              {owner ? (
                <Stack space="medium">
                  <Heading level={2} size={3}>
                    {t('employerTeam.inviteTitle')}
                  </Heading>
                  <FormShell
                    onSubmit={invite}
                    space="medium"
                    submit={{ label: t('employerTeam.invite'), loading: isSubmitting }}
                  >
                    <TextField
                      label={t('employerTeam.inviteEmail')}
                      hint={t('employerTeam.inviteHint', { days: INVITATION_LIFETIME_DAYS })}
                      type="email"
                      autoComplete="off"
                      required
                      {...field('email')}
                    />
                  </FormShell>
                </Stack>
              ) : null}
              <Stack space="medium">
                <Heading level={2} size={3}>
                  {t('employerTeam.membersTitle')}
                </Heading>
                <ul className={css.cardGrid}>
                  {team.members.map((member) => {
                    const name = fullName(member);
                    return (
                      <li key={member.id} className={css.card}>
                        <Stack space="small">
                          <Heading level={3} size={4}>
                            {member.id === team.me ? t('employerTeam.you', { name }) : name}
                          </Heading>
                          <dl className={css.facts}>
                            <dt>{t('employerTeam.column.email')}</dt>
                            <dd className={address}>{member.email}</dd>
                            <dt>{t('employerTeam.column.since')}</dt>
                            <dd>{formatDay(member.since, locale)}</dd>
                          </dl>
                          <Inline space="small" alignY="center">
                            <TagPill
                              tone={member.role === 'owner' ? 'brand' : 'neutral'}
                              label={t(`employerTeam.role.${member.role}`)}
                            />
                          </Inline>
                          {owner && member.role !== 'owner' ? (
                            <ConfirmDialog
                              title={t('employerTeam.removeTitle', { name })}
                              tone="danger"
                              confirmText={t('employerTeam.removeConfirm')}
                              onConfirm={() =>
                                void change(
                                  () => onRemove(member.id),
                                  t('employerTeam.removed', { name }),
                                )
                              }
                              trigger={
                                <Button variant="secondary-red" size="small">
                                  {t('employerTeam.remove', { name })}
                                </Button>
                              }
                            >
                              {t('employerTeam.removeText')}
                            </ConfirmDialog>
                          ) : null}
                        </Stack>
                      </li>
                    );
                  })}
                </ul>
              </Stack>
              <Stack space="medium">
                <Heading level={2} size={3}>
                  {t('employerTeam.invitationsTitle')}
                </Heading>
                {team.invitations.length === 0 ? (
                  <Text tone="muted">{t('employerTeam.noInvitations')}</Text>
                ) : (
                  <ul className={css.cardGrid}>
                    {team.invitations.map((invitation) => (
                      <InvitationCard
                        key={invitation.id}
                        invitation={invitation}
                        onRevoke={
                          owner
                            ? () =>
                                void change(
                                  () => onRevoke(invitation.id),
                                  t('employerTeam.revoked', { email: invitation.email }),
                                )
                            : undefined
                        }
                      />
                    ))}
                  </ul>
                )}
              </Stack>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

function InvitationCard({
  invitation,
  onRevoke,
}: {
  invitation: TeamInvitation;
  onRevoke: (() => void) | undefined;
}) {
  const t = useMessages();
  const locale = usePageLanguage();
  return (
    <li className={css.card}>
      <Stack space="small">
        <Text weight="bold">
          <span className={address}>{invitation.email}</span>
        </Text>
        <dl className={css.facts}>
          <dt>{t('employerTeam.column.invitedAt')}</dt>
          <dd>{formatDay(invitation.invitedAt, locale)}</dd>
          <dt>{t('employerTeam.column.expires')}</dt>
          <dd>{formatDay(invitation.expiresAt, locale)}</dd>
        </dl>
        {invitation.expired ? (
          <Inline space="small">
            <TagPill tone="warning" label={t('employerTeam.expired')} />
          </Inline>
        ) : null}
        {onRevoke ? (
          <Inline space="small">
            <Button variant="secondary" size="small" onClick={onRevoke}>
              {t('employerTeam.revoke', { email: invitation.email })}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </li>
  );
}
