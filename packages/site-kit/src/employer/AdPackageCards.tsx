import type { AdPackage } from '@allas/core';
import { Button, ButtonLink, formatMoney, Heading, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { card, cardGrid } from './cardGrid.css';

export interface AdPackageCardsProps {
  packages: readonly AdPackage[];
  /** Signed-in employers order here; the id of the package being ordered shows a spinner. */
  onOrder?: (packageId: string) => void;
  ordering?: string | null;
  /** Where a visitor registers a company to order (when there is no `onOrder`). */
  registerHref?: string;
}

/** The packages on sale: credits, run, net price and the price per ad, each with its way to order. */
export function AdPackageCards({ packages, onOrder, ordering, registerHref }: AdPackageCardsProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  return (
    <ul className={cardGrid}>
      {packages.map((pack) => {
        const price = formatMoney(pack.price, pack.currency, locale);
        const perAd = formatMoney(Math.round(pack.price / pack.credits), pack.currency, locale);
        return (
          <li key={pack.id} className={card}>
            <Stack space="medium">
              <Heading level={3} size={4}>
                {pack.name}
              </Heading>
              <Stack space="xsmall">
                <Text weight="semibold" size="large">
                  {t('adOrders.pricePlusVat', { price })}
                </Text>
                <Text>{t('adOrders.credits', { count: pack.credits })}</Text>
                <Text tone="muted">{t('adOrders.adDays', { count: pack.adDays })}</Text>
                {pack.credits > 1 ? (
                  <Text tone="muted">{t('adOrders.perAd', { price: perAd })}</Text>
                ) : null}
              </Stack>
              {onOrder ? (
                <Button
                  variant="primary"
                  loading={ordering === pack.id}
                  disabled={ordering != null && ordering !== pack.id}
                  onClick={() => onOrder(pack.id)}
                >
                  {t('adOrders.order', { name: pack.name })}
                </Button>
              ) : registerHref ? (
                <ButtonLink href={registerHref} variant="secondary">
                  {t('adOrders.registerToOrder')}
                </ButtonLink>
              ) : null}
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
