import type { Locale } from '@allas/core';
import {
  Alert,
  Box,
  Checkbox,
  Column,
  Columns,
  Container,
  formatMoney,
  Heading,
  RadioGroup,
  SalaryBreakdown,
  Select,
  Stack,
  Text,
  TextField,
} from '@allas/ui';
import type { MessageId } from '../i18n/catalogs';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { type CalculatorField, calculate } from './calculation';
import {
  type CalculatorCountry,
  type CalculatorState,
  calculatorMonths,
  huFlags,
  roFlags,
  switchCountry,
} from './calculatorState';
import { formatMonth } from './formatting';

/** How a change was made: typing replaces the last history entry, a choice adds one. */
export type CalculatorChange = 'typing' | 'choice';

export interface SalaryCalculatorProps {
  state: CalculatorState;
  /** The site's own country: the rules used while the state names none. */
  siteCountry: CalculatorCountry;
  onChange: (next: CalculatorState, change: CalculatorChange) => void;
}

const flagLabels: Readonly<Record<(typeof huFlags)[number] | (typeof roFlags)[number], MessageId>> =
  {
    under25: 'salary.calculator.under25',
    mother30: 'salary.calculator.mother30',
    motherOf3: 'salary.calculator.motherOf3',
    motherOf4Plus: 'salary.calculator.motherOf4Plus',
    firstMarried: 'salary.calculator.firstMarried',
    disability: 'salary.calculator.disability',
    under26: 'salary.calculator.under26',
    baseSalaryIsMinWage: 'salary.calculator.baseSalaryIsMinWage',
  };

/**
 * The 2025 salary calculator: country rules, direction, amount, month and every allowance the core
 * calculators take, and beside them the result with its itemised breakdown. Pure view of `state`:
 * the route keeps the state in the URL.
 */
export function SalaryCalculator({ state, siteCountry, onChange }: SalaryCalculatorProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const country = state.country ?? siteCountry;
  const outcome = calculate(state, country, locale);
  const errorOf = (field: CalculatorField) =>
    outcome.kind === 'invalid' && outcome.field === field ? outcome.message : undefined;
  const set = (patch: Partial<CalculatorState>, change: CalculatorChange = 'choice') =>
    onChange({ ...state, ...patch }, change);
  const countField = (
    field: 'children' | 'eltartott' | 'dependants' | 'schoolChildren',
    label: MessageId,
    hint?: MessageId,
  ) => (
    <TextField
      label={t(label)}
      hint={hint ? t(hint) : undefined}
      inputMode="numeric"
      autoComplete="off"
      name={field}
      value={state[field]}
      error={errorOf(field)}
      onChange={(event) => set({ [field]: event.currentTarget.value }, 'typing')}
    />
  );
  const flags = country === 'hu' ? huFlags : roFlags;

  return (
    <Container>
      <Box paddingY="xlarge">
        <Stack space="large">
          <Stack space="small">
            <Heading level={1}>{t('salary.calculator.heading')}</Heading>
            <Text>{t('salary.calculator.intro')}</Text>
          </Stack>
          <Columns space="xlarge" collapseBelow="desktop">
            <Column width="1/2">
              <Box
                as="form"
                aria-label={t('salary.calculator.formLabel')}
                onSubmit={(event) => event.preventDefault()}
              >
                <Stack space="large">
                  <RadioGroup
                    label={t('salary.calculator.country')}
                    name="country"
                    value={country}
                    options={[
                      { value: 'hu', label: t('salary.calculator.countryHU') },
                      { value: 'ro', label: t('salary.calculator.countryRO') },
                    ]}
                    onChange={(value) =>
                      onChange(switchCountry(state, value as CalculatorCountry), 'choice')
                    }
                  />
                  <RadioGroup
                    label={t('salary.calculator.direction')}
                    name="direction"
                    value={state.direction}
                    options={[
                      { value: 'gross', label: t('salary.calculator.directionGross') },
                      { value: 'net', label: t('salary.calculator.directionNet') },
                    ]}
                    onChange={(value) => set({ direction: value as 'gross' | 'net' })}
                  />
                  <TextField
                    label={t(
                      state.direction === 'gross'
                        ? 'salary.calculator.grossAmount'
                        : 'salary.calculator.netAmount',
                    )}
                    hint={t('salary.calculator.amountHint')}
                    inputMode="numeric"
                    autoComplete="off"
                    name="amount"
                    value={state.amount}
                    error={errorOf('amount')}
                    onChange={(event) => set({ amount: event.currentTarget.value }, 'typing')}
                  />
                  <Select
                    label={t('salary.calculator.month')}
                    hint={t('salary.calculator.monthHint')}
                    name="month"
                    value={state.month}
                    error={errorOf('month')}
                    options={calculatorMonths.map((month) => ({
                      value: month,
                      label: formatMonth(month, locale),
                    }))}
                    onChange={(event) => set({ month: event.currentTarget.value })}
                  />
                  <Box as="fieldset">
                    <legend>
                      <Heading level={2} size={3}>
                        {t('salary.calculator.allowances')}
                      </Heading>
                    </legend>
                    <Stack space="medium">
                      {country === 'hu' ? (
                        <>
                          {countField(
                            'children',
                            'salary.calculator.huChildren',
                            'salary.calculator.huChildrenHint',
                          )}
                          {countField(
                            'eltartott',
                            'salary.calculator.huEltartott',
                            'salary.calculator.huEltartottHint',
                          )}
                        </>
                      ) : (
                        <>
                          {countField(
                            'dependants',
                            'salary.calculator.roDependants',
                            'salary.calculator.roDependantsHint',
                          )}
                          {countField('schoolChildren', 'salary.calculator.schoolChildren')}
                          <Select
                            label={t('salary.calculator.rounding')}
                            hint={t('salary.calculator.roundingHint')}
                            name="rounding"
                            value={state.deductionRounding ?? 'halfUp'}
                            options={[
                              { value: 'halfUp', label: t('salary.calculator.roundingHalfUp') },
                              { value: 'dropHalf', label: t('salary.calculator.roundingDropHalf') },
                            ]}
                            onChange={(event) =>
                              set({
                                deductionRounding:
                                  event.currentTarget.value === 'dropHalf' ? 'dropHalf' : undefined,
                              })
                            }
                          />
                        </>
                      )}
                      {flags.map((flag) => (
                        <Checkbox
                          key={flag}
                          label={t(flagLabels[flag])}
                          name={flag}
                          checked={state[flag]}
                          onChange={(event) => set({ [flag]: event.currentTarget.checked })}
                        />
                      ))}
                    </Stack>
                  </Box>
                </Stack>
              </Box>
            </Column>
            <Column width="1/2">
              <SalaryCalculatorResult
                outcome={outcome}
                locale={locale}
                direction={state.direction}
              />
            </Column>
          </Columns>
        </Stack>
      </Box>
    </Container>
  );
}

function SalaryCalculatorResult({
  outcome,
  locale,
  direction,
}: {
  outcome: ReturnType<typeof calculate>;
  locale: Locale;
  direction: CalculatorState['direction'];
}) {
  const t = useMessages();
  return (
    <Box as="section" aria-labelledby="salary-result-heading">
      <Stack space="medium">
        <Heading level={2} id="salary-result-heading">
          {t('salary.calculator.result')}
        </Heading>
        {/* Announced as it changes, so a screen reader hears the new result while typing. */}
        <Box aria-live="polite">
          {outcome.kind === 'empty' ? <Text>{t('salary.calculator.enterAmount')}</Text> : null}
          {outcome.kind === 'invalid' ? <Alert tone="error">{outcome.message}</Alert> : null}
          {outcome.kind === 'result' ? (
            <Stack space="small">
              <SummaryLine
                label={t(
                  direction === 'net'
                    ? 'salary.calculator.requiredGross'
                    : 'salary.calculator.gross',
                )}
                value={formatMoney(outcome.gross, outcome.currency, locale)}
              />
              <SummaryLine
                label={t('salary.calculator.net')}
                value={formatMoney(outcome.net, outcome.currency, locale)}
              />
              <SummaryLine
                label={t('salary.calculator.employerCost')}
                value={formatMoney(outcome.employerCost, outcome.currency, locale)}
              />
            </Stack>
          ) : null}
        </Box>
        {outcome.kind === 'result' ? (
          <>
            {outcome.exact ? null : <Alert tone="info">{t('salary.calculator.notExact')}</Alert>}
            {outcome.otherGross.length > 0 ? (
              <Text>
                {t('salary.calculator.alsoGross')}{' '}
                {outcome.otherGross
                  .map((run) =>
                    run.from === run.to
                      ? formatMoney(run.from, outcome.currency, locale)
                      : `${formatMoney(run.from, outcome.currency, locale)} – ${formatMoney(run.to, outcome.currency, locale)}`,
                  )
                  .join(', ')}
              </Text>
            ) : null}
            <SalaryBreakdown
              caption={`${t('salary.calculator.breakdown')}: ${t('salary.calculator.gross')} ${formatMoney(outcome.gross, outcome.currency, locale)}`}
              currency={outcome.currency}
              rows={outcome.rows.map((row) => ({
                label: t(row.labelId),
                amount: row.amount,
                kind: row.kind,
              }))}
            />
            {outcome.notApplied.length > 0 ? (
              <Text tone="muted">
                {t('salary.calculator.notInForce')}{' '}
                {outcome.notApplied.map((id) => t(id)).join(', ')}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

function SummaryLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="large">
      {label}: <strong>{value}</strong>
    </Text>
  );
}
