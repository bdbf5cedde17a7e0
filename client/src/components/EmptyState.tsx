import type { ReactNode } from 'react';
import { styled } from '../theme/stitches.config';
import { Icon, type IconName } from './Icon';

const Wrap = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$3',
  py: '$9',
  px: '$5',
  borderRadius: '$lg',
  border: '1px dashed $border',
  backgroundColor: 'rgba(20, 20, 24, 0.6)',
  variants: { compact: { true: { py: '$7' } } },
});

const Badge = styled('div', {
  size: 56,
  borderRadius: '$round',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: '$primarySoft',
  color: '$primaryText',
  marginBottom: '$1',
});

const Title = styled('h2', { fontSize: '$lg', fontWeight: '$bold', color: '$text' });
const Body = styled('p', { fontSize: '$sm', color: '$textMuted', maxWidth: 380, lineHeight: '$normal' });
const Actions = styled('div', { display: 'flex', gap: '$2', marginTop: '$3', flexWrap: 'wrap', justifyContent: 'center' });

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}

export function EmptyState({ icon = 'sparkle', title, description, action, compact }: EmptyStateProps) {
  return (
    <Wrap compact={compact}>
      <Badge>
        <Icon name={icon} size={26} />
      </Badge>
      <Title>{title}</Title>
      {description ? <Body>{description}</Body> : null}
      {action ? <Actions>{action}</Actions> : null}
    </Wrap>
  );
}
