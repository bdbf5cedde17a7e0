import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import type { SettlementPageQuery } from '../../__generated__/SettlementPageQuery.graphql';
import type { SettlementBank } from '../../__generated__/useSaveSettlementAccountMutation.graphql';
import { showToast } from '../../app/toasts';
import { Button } from '../../components/Button';
import { FieldLabel, FormPanel, Muted, PanelTitle } from '../../components/FormBits';
import { Screen, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { Icon } from '../../components/Icon';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { errorMessageId, resultError } from '../account/errors';
import { QueryBoundary } from '../shared/QueryBoundary';
import { BANKS, REVENUE_ERROR_MESSAGES } from './format';
import { useRuntimeConfig } from '../../app/config';
import { useSaveSettlementAccount } from './hooks/useSaveSettlementAccount';

export const settlementPageQuery = graphql`
  query SettlementPageQuery @preloadable {
    settlementAccount {
      type
      legalName
      dateOfBirth
      companyName
      registrationNumber
      representative
      taxInvoiceEmail
      bank
      accountHolder
      maskedAccountNumber
      updatedAt
    }
  }
`;

const Details = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $4',
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, wordBreak: 'break-all' },
});
const Select = styled('select', { height: '$buttonMedium', borderRadius: '$md', backgroundColor: '$surface', color: '$text', border: '1px solid $border', px: '$3', width: '100%' });

const MailLink = styled('a', { color: '$primaryText', textDecoration: 'underline', textUnderlineOffset: 2 });

/** Where settlement questions go (spec: "settlement inquiries go to the operations manager"): SETTLEMENT_EMAIL. */
function Contact() {
  const { settlementEmail } = useRuntimeConfig();
  return (
    <Muted>
      <FormattedMessage id="revenue.settlement.contact" values={{ email: <MailLink href={`mailto:${settlementEmail}`}>{settlementEmail}</MailLink> }} />
    </Muted>
  );
}

/** One way to be paid (individual or business), with what it means for tax. */
const Choice = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  textDecoration: 'none',
  '& > span': { flex: 1, display: 'flex', flexDirection: 'column', gap: '$1' },
  '& strong': { fontWeight: '$semibold' },
  '& small': { fontSize: '$sm', color: '$textMuted' },
  '& > svg': { color: '$textMuted', flexShrink: 0 },
  '&:hover': { borderColor: '$primary' },
  variants: { current: { true: { borderColor: '$primary' } } },
});

function Settlement({ queryRef }: { queryRef: PreloadedQuery<SettlementPageQuery> }) {
  const intl = useIntl();
  const { settlementAccount: s } = usePreloadedQuery<SettlementPageQuery>(settlementPageQuery, queryRef);
  return (
    <Stack gap={5}>
      {s ? (
        <FormPanel>
          <PanelTitle>
            <FormattedMessage id={s.type === 'INDIVIDUAL' ? 'revenue.settlement.individual' : 'revenue.settlement.business'} />
          </PanelTitle>
          <Details>
            {s.type === 'INDIVIDUAL' ? (
              <>
                <dt><FormattedMessage id="revenue.field.legalName" /></dt>
                <dd>{s.legalName}</dd>
                <dt><FormattedMessage id="revenue.field.dateOfBirth" /></dt>
                <dd>{s.dateOfBirth}</dd>
              </>
            ) : (
              <>
                <dt><FormattedMessage id="revenue.field.companyName" /></dt>
                <dd>{s.companyName}</dd>
                <dt><FormattedMessage id="revenue.field.registrationNumber" /></dt>
                <dd>{s.registrationNumber}</dd>
                <dt><FormattedMessage id="revenue.field.representative" /></dt>
                <dd>{s.representative}</dd>
                <dt><FormattedMessage id="revenue.field.taxInvoiceEmail" /></dt>
                <dd>{s.taxInvoiceEmail}</dd>
              </>
            )}
            <dt><FormattedMessage id="revenue.field.bank" /></dt>
            <dd><FormattedMessage id={`revenue.bank.${s.bank}`} /></dd>
            <dt><FormattedMessage id="revenue.field.accountHolder" /></dt>
            <dd>{s.accountHolder}</dd>
            <dt><FormattedMessage id="revenue.field.accountNumber" /></dt>
            <dd data-testid="masked-account">{s.maskedAccountNumber}</dd>
          </Details>
          <Muted>
            <FormattedMessage id="revenue.settlement.updated" values={{ date: intl.formatDate(s.updatedAt, { dateStyle: 'medium' }) }} />
          </Muted>
        </FormPanel>
      ) : (
        <Muted>
          <FormattedMessage id="revenue.settlement.none" />
        </Muted>
      )}
      <Stack gap={3}>
        {(['individual', 'business'] as const).map((type) => {
          const current = s?.type === type.toUpperCase();
          const register = type === 'individual' ? 'revenue.settlement.registerIndividual' : 'revenue.settlement.registerBusiness';
          const change = type === 'individual' ? 'revenue.settlement.changeIndividual' : 'revenue.settlement.changeBusiness';
          return (
            <Choice key={type} to={`/mypage/manage/settlement/type/${type}`} current={current}>
              <span>
                <strong>
                  <FormattedMessage id={s ? change : register} />
                </strong>
                <small>
                  <FormattedMessage id={`revenue.settlement.${type}Lead`} />
                </small>
              </span>
              <Icon name="chevronRight" size={20} />
            </Choice>
          );
        })}
      </Stack>
      <Contact />
    </Stack>
  );
}

/** /mypage/manage/settlement: the registered settlement details (account masked) and where to change them. */
export function SettlementPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<SettlementPageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'revenue.settlement.title' })} description={intl.formatMessage({ id: 'revenue.settlement.lead' })} width="form">
      <QueryBoundary loading={<Skeleton css={{ height: 240, borderRadius: '$lg' }} />}>
        <Settlement queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}

const INDIVIDUAL_FIELDS = ['legalName', 'dateOfBirth'] as const;
const BUSINESS_FIELDS = ['companyName', 'registrationNumber', 'representative', 'taxInvoiceEmail'] as const;
const ACCOUNT_FIELDS = ['accountHolder', 'accountNumber', 'accountNumberConfirmation'] as const;
type Field = (typeof INDIVIDUAL_FIELDS)[number] | (typeof BUSINESS_FIELDS)[number] | (typeof ACCOUNT_FIELDS)[number] | 'bank';

/** /mypage/manage/settlement/type/:settlementType: the form of one settlement type, account number typed twice. */
export function SettlementTypePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const business = useParams().settlementType === 'business';
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { saveSettlementAccount, isInFlight } = useSaveSettlementAccount();
  const fields = [...(business ? BUSINESS_FIELDS : INDIVIDUAL_FIELDS), ...ACCOUNT_FIELDS];

  async function save() {
    const local: Partial<Record<Field, string>> = {};
    if (!values.bank) local.bank = intl.formatMessage({ id: 'revenue.error.required' });
    if ((values.accountNumber ?? '').replace(/[\s-]/g, '') !== (values.accountNumberConfirmation ?? '').replace(/[\s-]/g, '')) {
      local.accountNumberConfirmation = intl.formatMessage({ id: 'revenue.error.accountMismatch' });
    }
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const { saveSettlementAccount: result } = await saveSettlementAccount({
        input: {
          type: business ? 'BUSINESS' : 'INDIVIDUAL',
          ...Object.fromEntries(fields.map((f) => [f, values[f] ?? ''])),
          bank: values.bank as SettlementBank,
          accountHolder: values.accountHolder ?? '',
          accountNumber: values.accountNumber ?? '',
          accountNumberConfirmation: values.accountNumberConfirmation ?? '',
        },
      });
      const error = resultError(result);
      if (error) {
        const field = (error.field ?? 'accountNumber') as Field;
        return setErrors({ [field]: intl.formatMessage({ id: errorMessageId(error.code, REVENUE_ERROR_MESSAGES) }) });
      }
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'revenue.settlement.saved' }) });
      void navigate('/mypage/manage/settlement');
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <Screen
      title={intl.formatMessage({ id: business ? 'revenue.settlement.business' : 'revenue.settlement.individual' })}
      description={intl.formatMessage({ id: business ? 'revenue.settlement.businessLead' : 'revenue.settlement.individualLead' })}
      width="form"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap={4}>
          {fields.slice(0, business ? 4 : 2).map((f) => (
            <TextField
              key={f}
              name={f}
              label={intl.formatMessage({ id: `revenue.field.${f}` })}
              placeholder={f === 'dateOfBirth' ? 'YYYY-MM-DD' : f === 'registrationNumber' ? '000-00-00000' : undefined}
              type={f === 'taxInvoiceEmail' ? 'email' : 'text'}
              error={errors[f]}
              value={values[f] ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, [f]: event.target.value }))}
            />
          ))}
          <Stack gap={2}>
            <FieldLabel htmlFor="settlement-bank">
              <FormattedMessage id="revenue.field.bank" />
            </FieldLabel>
            <Select id="settlement-bank" name="bank" value={values.bank ?? ''} onChange={(event) => setValues((v) => ({ ...v, bank: event.target.value }))}>
              <option value="">{intl.formatMessage({ id: 'revenue.field.chooseBank' })}</option>
              {BANKS.map((b) => (
                <option key={b} value={b}>{intl.formatMessage({ id: `revenue.bank.${b}` })}</option>
              ))}
            </Select>
            {errors.bank ? <Muted css={{ color: '$error' }}>{errors.bank}</Muted> : null}
          </Stack>
          {ACCOUNT_FIELDS.map((f) => (
            <TextField
              key={f}
              name={f}
              label={intl.formatMessage({ id: `revenue.field.${f}` })}
              hint={f === 'accountNumberConfirmation' ? intl.formatMessage({ id: 'revenue.field.confirmHint' }) : undefined}
              inputMode={f === 'accountHolder' ? undefined : 'numeric'}
              autoComplete="off"
              // Typed, not pasted: a payout to a mistyped account cannot be taken back.
              onPaste={f === 'accountNumberConfirmation' ? (event) => event.preventDefault() : undefined}
              error={errors[f]}
              value={values[f] ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, [f]: event.target.value }))}
            />
          ))}
          <Button type="submit" loading={isInFlight} fullWidth>
            <FormattedMessage id="revenue.settlement.save" />
          </Button>
          <Contact />
        </Stack>
      </form>
    </Screen>
  );
}
