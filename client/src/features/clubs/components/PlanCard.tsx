import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';

export const PlanGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$3',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$4' },
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

const Card = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$5',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  variants: {
    current: { true: { borderColor: 'var(--club-accent, $colors$primary)', boxShadow: '0 0 0 1px var(--club-accent, #8b5cf6) inset' } },
    archived: { true: { opacity: 0.6 } },
  },
});
const Level = styled('span', {
  alignSelf: 'flex-start',
  fontSize: '$xs',
  fontWeight: '$bold',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: 'var(--club-accent-text, $colors$primaryText)',
});
const Name = styled('h3', { fontSize: '$xl', fontWeight: '$bold', lineHeight: '$snug', wordBreak: 'break-word' });
const Price = styled('p', {
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: '$1',
  '& strong': { fontSize: '$2xl', fontWeight: '$black' },
  '& span': { color: '$textMuted', fontSize: '$sm' },
});
const Benefits = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  flex: 1,
  '& li': { display: 'flex', alignItems: 'flex-start', gap: '$2', fontSize: '$sm', color: '$text', lineHeight: '$normal' },
  '& svg': { flexShrink: 0, color: 'var(--club-accent-text, $colors$primaryText)', marginTop: 1 },
});

/** Monthly price in KRW, VAT included ("₩5,000"). */
export function useFormatWon() {
  const intl = useIntl();
  return (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 });
}

export interface PlanCardProps {
  name: string;
  level: number;
  monthlyPrice: number;
  benefits: readonly string[];
  current?: boolean;
  archived?: boolean;
  children?: ReactNode;
}

export function PlanCard({ name, level, monthlyPrice, benefits, current, archived, children }: PlanCardProps) {
  const won = useFormatWon();
  return (
    <Card current={current} archived={archived} data-testid="plan-card">
      <Level>
        <FormattedMessage id="club.plan.level" values={{ level }} />
      </Level>
      <Name>{name}</Name>
      <Price>
        <strong>{won(monthlyPrice)}</strong>
        <span>
          <FormattedMessage id="club.plan.perMonthVat" />
        </span>
      </Price>
      {benefits.length ? (
        <Benefits>
          {benefits.map((benefit, index) => (
            <li key={`${index}-${benefit}`}>
              <Icon name="check" size={16} />
              <span>{benefit}</span>
            </li>
          ))}
        </Benefits>
      ) : null}
      {children}
    </Card>
  );
}
