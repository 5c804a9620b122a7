import type { Profile } from '@allas/core';
import { Stack, Switch } from '@allas/ui';
import { useState } from 'react';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useOutcomeToast } from './useOutcomeToast';

type Notifications = Profile['notifications'];
const topics = ['jobAlerts', 'applicationNews', 'followedCompanies'] as const;

/**
 * /user/notifications: one switch per e-mail topic. Each flip is saved at once (PUT
 * /profile/notifications) and confirmed by a toast; a failed save flips the switch back.
 */
export function NotificationsForm({ notifications }: { notifications: Notifications }) {
  const t = useMessages();
  const locale = usePageLanguage();
  const { succeeded, failed } = useOutcomeToast();
  const [state, setState] = useState(notifications);
  const [saving, setSaving] = useState<keyof Notifications | null>(null);

  const flip = async (topic: keyof Notifications, on: boolean) => {
    const before = state;
    setState({ ...state, [topic]: on });
    setSaving(topic);
    try {
      const profile = await browserApi.put('/profile/notifications', {
        locale,
        body: { [topic]: on },
      });
      setState(profile.notifications);
      succeeded(t('user.saved'));
    } catch (error) {
      setState(before);
      failed(error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack space="large">
      {topics.map((topic) => (
        <Switch
          key={topic}
          label={t(`user.notifications.${topic}`)}
          description={t(`user.notifications.${topic}Hint`)}
          checked={state[topic]}
          disabled={saving !== null}
          onCheckedChange={(on) => void flip(topic, on)}
        />
      ))}
    </Stack>
  );
}
