import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import type { IconName } from '../../components/Icon';
import { Screen } from '../../components/Page';

export interface FeatureScreenSpec {
  /** Message ids. */
  title: string;
  lead?: string;
  icon: IconName;
  emptyTitle: string;
  emptyBody: string;
  actions?: { to: string; label: string; variant?: 'primary' | 'secondary' }[];
  width?: 'narrow' | 'form' | 'wide';
  values?: Record<string, string | number>;
  children?: ReactNode;
}

/** A screen whose data arrives with a later feature: its real title and frame, and its empty state. */
export function FeatureScreen({ title, lead, icon, emptyTitle, emptyBody, actions, width = 'narrow', values, children }: FeatureScreenSpec) {
  const intl = useIntl();
  return (
    <Screen
      title={intl.formatMessage({ id: title }, values)}
      description={lead ? intl.formatMessage({ id: lead }, values) : undefined}
      width={width}
    >
      <EmptyState
        icon={icon}
        title={intl.formatMessage({ id: emptyTitle }, values)}
        description={intl.formatMessage({ id: emptyBody }, values)}
        action={
          actions?.length
            ? actions.map((action, index) => (
                <ButtonLink key={action.to} to={action.to} size="small" variant={action.variant ?? (index === 0 ? 'primary' : 'secondary')}>
                  {intl.formatMessage({ id: action.label })}
                </ButtonLink>
              ))
            : undefined
        }
      />
      {children}
    </Screen>
  );
}

/** Binds a spec into a route component. */
export function screen(spec: FeatureScreenSpec) {
  return function FeatureRoute() {
    return <FeatureScreen {...spec} />;
  };
}
