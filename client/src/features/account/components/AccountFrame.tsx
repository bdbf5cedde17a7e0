import type { ReactNode } from 'react';
import { styled } from '../../../theme/stitches.config';
import { usePageTitle } from '../../../app/page-title';
import { LogoMark } from '../../../app/layouts/Logo';
import { Icon } from '../../../components/Icon';

const Wrap = styled('div', {
  width: '100%',
  maxWidth: '$form',
  mx: 'auto',
  px: '$4',
  py: '$8',
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
});
const Head = styled('header', { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '$3' });
const Title = styled('h1', { fontSize: '$2xl', fontWeight: '$black', letterSpacing: '-0.02em' });
const Lead = styled('p', { color: '$textMuted', fontSize: '$sm', lineHeight: '$normal', '& strong': { color: '$text' } });
const Foot = styled('p', { textAlign: 'center', color: '$textMuted', fontSize: '$sm', '& a': { color: '$primaryText', fontWeight: '$semibold' } });

/** The frame of the account screens: logo, heading (also the document title), lead, content, footer. */
export function AccountFrame({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  usePageTitle(title);
  return (
    <Wrap>
      <Head>
        <LogoMark size={48} />
        <Title>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
      </Head>
      {children}
      {footer ? <Foot>{footer}</Foot> : null}
    </Wrap>
  );
}

const AlertBox = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '12px 14px',
  borderRadius: '$md',
  fontSize: '$sm',
  lineHeight: '$normal',
  '& > svg': { flexShrink: 0, marginTop: 1 },
  variants: {
    tone: {
      error: { backgroundColor: '$errorSoft', color: '$text', '& > svg': { color: '$error' } },
      info: { backgroundColor: '$primarySoft', color: '$text', '& > svg': { color: '$primaryText' } },
    },
  },
  defaultVariants: { tone: 'error' },
});

/** A form-level message (errors that belong to no single field). */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <AlertBox tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'error' ? 'alert' : 'check'} size={18} />
      <div>{children}</div>
    </AlertBox>
  );
}
