import type { Locale } from '@allas/core';
import { formatMoney, Text, vars } from '@allas/ui';
import type { MessageId } from '../i18n/catalogs';
import { useMessages } from '../i18n/useMessages';
import type { SalaryStatisticsRow } from './salaryStatistics';

export interface SalaryRangeTableProps {
  currency: 'HUF' | 'RON';
  rows: readonly SalaryStatisticsRow[];
  locale: Locale;
}

const cell = {
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/**
 * Salary ranges as a two-column table that fits 320 px: the position (category, level, gross or
 * net, number of ads), and the median with the middle half of the ads as text and as a bar on one
 * shared scale. The bar repeats the text for sighted readers, so it is hidden from screen
 * readers.
 */
export function SalaryRangeTable({ currency, rows, locale }: SalaryRangeTableProps) {
  const t = useMessages();
  const scale = Math.max(...rows.map((row) => row.p75), 1);
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const percent = (amount: number) => `${Math.min(100, (amount / scale) * 100).toFixed(2)}%`;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', color: vars.color.text.default }}>
      <caption style={{ textAlign: 'start', fontWeight: vars.font.weight.semibold }}>
        {t('salary.statistics.tableCaption')}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            {t('salary.statistics.position')}
          </th>
          <th scope="col" style={{ ...cell, width: '55%' }}>
            {t('salary.statistics.range')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.category}-${row.level}-${row.basis}`}>
            <th scope="row" style={{ ...cell, fontWeight: vars.font.weight.regular }}>
              <Text weight="bold">{row.categoryName}</Text>
              <Text size="small" tone="muted">
                {t(`salary.level.${row.level}` as MessageId)} ·{' '}
                {t(row.basis === 'gross' ? 'salary.statistics.gross' : 'salary.statistics.net')}
              </Text>
              <Text size="small" tone="muted">
                {t('salary.statistics.adCount', { count: row.ads })}
              </Text>
            </th>
            <td style={cell}>
              <Text>
                {t('salary.statistics.median')}: <strong>{money(row.median)}</strong>
              </Text>
              <Text size="small" tone="muted">
                {money(row.p25)} – {money(row.p75)}
              </Text>
              <span
                aria-hidden="true"
                style={{
                  position: 'relative',
                  display: 'block',
                  height: '10px',
                  marginTop: vars.space.xxsmall,
                  borderRadius: vars.radius.full,
                  background: vars.color.surface.sunken,
                }}
              >
                <span
                  style={{
                    position: 'absolute',
                    top: 0,
                    bottom: 0,
                    insetInlineStart: percent(row.p25),
                    width: `calc(${percent(row.p75)} - ${percent(row.p25)})`,
                    minWidth: '4px',
                    borderRadius: vars.radius.full,
                    background: vars.color.action.primary.bg,
                  }}
                />
                <span
                  style={{
                    position: 'absolute',
                    top: '-3px',
                    bottom: '-3px',
                    insetInlineStart: `calc(${percent(row.median)} - 2px)`,
                    width: '4px',
                    background: vars.color.badge.brand.fg,
                  }}
                />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
