import type { ReactNode } from 'react';
import { styled } from '../theme/stitches.config';
import { usePageTitle } from '../app/page-title';

export const PageContainer = styled('div', {
  width: '100%',
  maxWidth: '$content',
  mx: 'auto',
  px: '$4',
  py: '$6',
  '@sm': { px: '$6', py: '$7' },
  variants: {
    width: { narrow: { maxWidth: '$narrow' }, form: { maxWidth: '$form' }, wide: { maxWidth: '$content' } },
  },
});

export const PageHeading = styled('h1', {
  fontSize: '$2xl',
  fontWeight: '$black',
  letterSpacing: '-0.02em',
  lineHeight: '$tight',
  '@sm': { fontSize: '$3xl' },
});

export const PageLead = styled('p', { color: '$textMuted', fontSize: '$md', marginTop: '$2' });

export const SectionTitle = styled('h2', {
  fontSize: '$lg',
  fontWeight: '$bold',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  '@sm': { fontSize: '$xl' },
});

export const Stack = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  variants: {
    gap: { 2: { gap: '$2' }, 3: { gap: '$3' }, 4: { gap: '$4' }, 5: { gap: '$5' }, 6: { gap: '$6' }, 8: { gap: '$8' } },
  },
  defaultVariants: { gap: 4 },
});

const Head = styled('header', { marginBottom: '$6', display: 'flex', flexDirection: 'column', gap: '$1' });

export interface ScreenProps {
  /** Visible heading; also becomes the document title. */
  title: string;
  description?: ReactNode;
  width?: 'narrow' | 'form' | 'wide';
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of an ordinary screen: document title, heading, lead, content. */
export function Screen({ title, description, width = 'wide', actions, children }: ScreenProps) {
  usePageTitle(title);
  return (
    <PageContainer width={width}>
      <Head>
        <PageHeading>{title}</PageHeading>
        {description ? <PageLead>{description}</PageLead> : null}
        {actions}
      </Head>
      {children}
    </PageContainer>
  );
}
