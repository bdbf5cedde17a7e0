import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from '../../../theme/stitches.config';
import { OPTIONAL_CONSENTS, REQUIRED_CONSENTS, type ConsentKindName } from '../validation';
import { Checkbox } from '../../../components/Checkbox';

/** The legal page each consent refers to. */
export const CONSENT_DOCUMENTS: Record<ConsentKindName, string> = {
  TERMS_OF_SERVICE: '/legal/terms-of-service',
  PRIVACY_COLLECTION: '/legal/privacy-policy',
  THIRD_PARTY_PROVISION: '/legal/provision-of-personal-data-to-third-parties',
  PAYMENT_AGENCY: '/legal/terms-of-service',
  MARKETING: '/legal/marketing-opt-in-agreement',
};

const Box = styled('fieldset', {
  border: '1px solid $border',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  padding: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  margin: 0,
  minWidth: 0,
  variants: { invalid: { true: { borderColor: '$error' } } },
});
const Legend = styled('legend', { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' });
const Sep = styled('hr', { border: 0, borderTop: '1px solid $border', margin: '2px 0' });
const Item = styled('div', { display: 'flex', alignItems: 'flex-start', gap: '$2', '& > label': { flex: 1 } });
const View = styled(Link, { fontSize: '$xs', color: '$textSubtle', textDecoration: 'underline', paddingTop: 4, whiteSpace: 'nowrap' });
const Tag = styled('span', {
  fontWeight: '$semibold',
  marginRight: 4,
  variants: { required: { true: { color: '$primaryText' }, false: { color: '$textSubtle' } } },
});
const ErrorText = styled('p', { color: '$error', fontSize: '$xs' });

/** The four required consents, the optional marketing consent, and "agree to all". */
export function ConsentList({
  value,
  onChange,
  error,
  kinds = [...REQUIRED_CONSENTS, ...OPTIONAL_CONSENTS],
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | null;
  kinds?: readonly ConsentKindName[];
}) {
  const intl = useIntl();
  const all = kinds.every((kind) => value.includes(kind));
  const toggle = (kind: string, on: boolean) => onChange(on ? [...new Set([...value, kind])] : value.filter((k) => k !== kind));
  return (
    <Box invalid={Boolean(error)}>
      <Legend>{intl.formatMessage({ id: 'account.consent.legend' })}</Legend>
      <Checkbox strong checked={all} onChange={(on) => onChange(on ? [...kinds] : [])} name="agreeAll">
        <FormattedMessage id="account.consent.all" />
      </Checkbox>
      <Sep />
      {kinds.map((kind) => {
        const required = (REQUIRED_CONSENTS as readonly string[]).includes(kind);
        return (
          <Item key={kind}>
            <Checkbox checked={value.includes(kind)} onChange={(on) => toggle(kind, on)} invalid={required && Boolean(error) && !value.includes(kind)} name={kind}>
              <Tag required={required}>
                <FormattedMessage id={required ? 'account.consent.required' : 'account.consent.optional'} />
              </Tag>
              <FormattedMessage id={`account.consent.${kind}`} />
            </Checkbox>
            <View to={CONSENT_DOCUMENTS[kind]} target="_blank" rel="noopener">
              <FormattedMessage id="account.consent.view" />
            </View>
          </Item>
        );
      })}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Box>
  );
}
