import { FormattedMessage, useIntl } from 'react-intl';
import { Card } from '../../components/Card';
import { Screen, Stack } from '../../components/Page';
import { styled } from '../../theme/stitches.config';
import { useRuntimeConfig } from '../../app/config';

const Text = styled('p', { color: '$textMuted', lineHeight: 1.75 });
const Mail = styled('a', { color: '$primaryText', textDecoration: 'underline', textUnderlineOffset: 3 });

function LegalDocument({ doc }: { doc: 'terms' | 'privacy' | 'retention' | 'thirdParties' | 'marketing' }) {
  const intl = useIntl();
  const { supportEmail } = useRuntimeConfig();
  return (
    <Screen title={intl.formatMessage({ id: `legal.${doc}.title` })} description={intl.formatMessage({ id: 'legal.lead' })} width="narrow">
      <Card>
        <Stack gap={4}>
          <Text>
            <FormattedMessage id={`legal.${doc}.summary`} />
          </Text>
          <Text>
            <FormattedMessage id="legal.contact" values={{ email: <Mail href={`mailto:${supportEmail}`}>{supportEmail}</Mail> }} />
          </Text>
        </Stack>
      </Card>
    </Screen>
  );
}

export const TermsOfServicePage = () => <LegalDocument doc="terms" />;
export const PrivacyPolicyPage = () => <LegalDocument doc="privacy" />;
export const RetentionPage = () => <LegalDocument doc="retention" />;
export const ThirdPartiesPage = () => <LegalDocument doc="thirdParties" />;
export const MarketingPage = () => <LegalDocument doc="marketing" />;
