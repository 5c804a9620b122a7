import type { AdOrder, AdPackage } from '@allas/core';
import {
  Alert,
  type AlertTone,
  Box,
  Container,
  formatMoney,
  Heading,
  Inline,
  Stack,
  TagPill,
  Text,
} from '@allas/ui';
import { useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { failureText } from '../user/failureText';
import { formatDay } from '../user/formatting';
import { AdPackageCards } from './AdPackageCards';

export interface AdOrdersProps {
  /** Null when the packages or the orders could not be read. */
  packages: readonly AdPackage[] | null;
  orders: { items: readonly AdOrder[]; creditBalance: number; freeAdUsed: boolean } | null;
  /** Orders a package (POST /employer/orders); rejects with the api's error. */
  onOrder: (packageId: string) => Promise<AdOrder>;
}

/**
 * /employer/orders (issue 12): the credits and the free ad said plainly, the packages with an
 * order button each (a pro-forma invoice follows by mail; no card payment), and the orders so far.
 */
export function AdOrders({ packages, orders: initial, onOrder }: AdOrdersProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const [orders, setOrders] = useState(initial);
  const [ordering, setOrdering] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: AlertTone; title?: string; text: string } | null>(
    null,
  );

  const order = async (packageId: string) => {
    setOrdering(packageId);
    setNotice(null);
    try {
      const placed = await onOrder(packageId);
      setOrders((current) => current && { ...current, items: [placed, ...current.items] });
      setNotice({ tone: 'success', text: t('adOrders.ordered', { id: placed.id }) });
    } catch (error) {
      setNotice({
        tone: 'error',
        title: t('adOrders.orderFailed'),
        text: failureText(error, t('error.generic')),
      });
    } finally {
      setOrdering(null);
    }
  };

  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container>
        <Stack space="xlarge">
          <Stack space="small">
            <Heading level={1}>{t('adOrders.title')}</Heading>
            <Text tone="muted">{t('adOrders.description')}</Text>
          </Stack>
          {packages === null || orders === null ? (
            <Alert tone="error">{t('adOrders.loadFailed')}</Alert>
          ) : (
            <>
              <Alert tone="info">
                {orders.freeAdUsed
                  ? t('adOrders.balance', { count: orders.creditBalance })
                  : `${t('adOrders.freeAd')} ${t('adOrders.balance', { count: orders.creditBalance })}`}
              </Alert>
              {notice ? (
                <Alert tone={notice.tone} title={notice.title}>
                  {notice.text}
                </Alert>
              ) : null}
              <Stack space="medium">
                <Heading level={2} size={3}>
                  {t('adOrders.packagesTitle')}
                </Heading>
                <AdPackageCards packages={packages} onOrder={order} ordering={ordering} />
              </Stack>
              <Stack space="medium">
                <Heading level={2} size={3}>
                  {t('adOrders.historyTitle')}
                </Heading>
                {orders.items.length === 0 ? (
                  <Text tone="muted">{t('adOrders.noOrders')}</Text>
                ) : (
                  <Stack as="ul" space="small">
                    {orders.items.map((item) => (
                      <Stack key={item.id} space="xsmall">
                        <Text>
                          {t('adOrders.orderLine', {
                            id: item.id,
                            name: item.packageName,
                            price: formatMoney(item.price, item.currency, locale),
                          })}
                        </Text>
                        <Inline space="small">
                          <TagPill
                            tone={item.status === 'paid' ? 'success' : 'warning'}
                            label={
                              item.paidAt
                                ? t('adOrders.status.paid', {
                                    date: formatDay(item.paidAt, locale),
                                  })
                                : t('adOrders.status.ordered')
                            }
                          />
                        </Inline>
                      </Stack>
                    ))}
                  </Stack>
                )}
              </Stack>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
