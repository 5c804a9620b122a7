import type { JobAlertView } from '@allas/core';
import {
  Alert,
  Box,
  Button,
  ButtonLink,
  Heading,
  Inline,
  Select,
  Stack,
  Switch,
  Text,
} from '@allas/ui';
import { useState } from 'react';
import { browserApi } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useOutcomeToast } from './useOutcomeToast';

const frequencies = ['instant', 'daily', 'weekly'] as const;

/**
 * /user/notifications: the visitor's job alerts, each with its frequency (instant, daily, weekly),
 * a switch that pauses and resumes it, and deletion; saved at once (PATCH / DELETE /job-alerts/{id})
 * and confirmed by a toast. An address whose mail hard-bounced is named in a warning.
 */
export function JobAlertsSection({
  alerts: initial,
  categoryNames = {},
}: {
  alerts: readonly JobAlertView[];
  /** Category and subcategory names by slug in the page's language: an alert is named by them. */
  categoryNames?: Readonly<Record<string, string>>;
}) {
  const t = useMessages();
  const locale = usePageLanguage();
  const href = useLocalizedHref();
  const { succeeded, failed } = useOutcomeToast();
  const [alerts, setAlerts] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const suppressed = alerts.find((alert) => alert.suppressed);

  const change = async (
    alert: JobAlertView,
    body: { frequency?: JobAlertView['frequency']; paused?: boolean },
  ) => {
    setPending(alert.id);
    try {
      const saved = await browserApi.patch('/job-alerts/:id', {
        params: { id: alert.id },
        locale,
        body,
      });
      setAlerts((list) => list.map((item) => (item.id === saved.id ? saved : item)));
      succeeded(t('user.saved'));
    } catch (error) {
      failed(error);
    } finally {
      setPending(null);
    }
  };
  const remove = async (alert: JobAlertView) => {
    setPending(alert.id);
    try {
      await browserApi.delete('/job-alerts/:id', { params: { id: alert.id }, locale });
      setAlerts((list) => list.filter((item) => item.id !== alert.id));
      succeeded(t('user.alerts.deleted'));
    } catch (error) {
      failed(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <Box as="section" aria-labelledby="user-alerts-title">
      <Stack space="medium">
        <Heading level={2} id="user-alerts-title">
          {t('user.alerts.title')}
        </Heading>
        {suppressed ? (
          <Alert tone="warning">{t('user.alerts.suppressed', { email: suppressed.email })}</Alert>
        ) : null}
        {alerts.length === 0 ? <Text tone="muted">{t('user.alerts.empty')}</Text> : null}
        {alerts.map((alert) => {
          const name =
            alert.keywords ||
            alert.categories.map((slug) => categoryNames[slug] ?? slug).join(', ') ||
            t('user.alerts.allJobs');
          return (
            <Box key={alert.id} as="article" aria-label={name}>
              <Stack space="small">
                <Text weight="bold">{name}</Text>
                {alert.confirmed ? null : <Text tone="muted">{t('user.alerts.unconfirmed')}</Text>}
                <Inline space="medium" alignY="bottom">
                  <Select
                    label={t('user.alerts.frequency')}
                    value={alert.frequency}
                    disabled={pending !== null}
                    options={frequencies.map((value) => ({
                      value,
                      label: t(`user.alerts.${value}`),
                    }))}
                    onChange={(event) =>
                      void change(alert, {
                        frequency: event.target.value as JobAlertView['frequency'],
                      })
                    }
                  />
                  <Switch
                    label={t('user.alerts.active')}
                    checked={!alert.paused}
                    disabled={pending !== null}
                    onCheckedChange={(on) => void change(alert, { paused: !on })}
                  />
                  <Button
                    variant="secondary-red"
                    size="small"
                    loading={pending === alert.id}
                    disabled={pending !== null && pending !== alert.id}
                    onClick={() => void remove(alert)}
                  >
                    {t('user.alerts.delete')}
                  </Button>
                </Inline>
              </Stack>
            </Box>
          );
        })}
        {isRegistered('jobnotification') ? (
          <div>
            <ButtonLink variant="secondary" size="small" href={href('/jobnotification')}>
              {t('user.alerts.create')}
            </ButtonLink>
          </div>
        ) : null}
      </Stack>
    </Box>
  );
}
