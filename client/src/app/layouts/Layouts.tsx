import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { styled } from '../../theme/stitches.config';
import { Footer } from './Footer';
import { Header } from './Header';
import { TabBar, TabBarSpacer } from './TabBar';

/** Layouts of the spec's route table (section 2). */
export type LayoutKind = 'default' | 'empty' | 'full-width' | 'header-only' | 'outside';

const Main = styled('main', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  variants: {
    centered: { true: { alignItems: 'center', justifyContent: 'center', px: '$4', py: '$8' } },
    // The page fills the first screen, so the footer below never jumps while the page's data loads.
    filled: { true: { minHeight: '100vh' } },
  },
});

function Page({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return <Suspense fallback={<PageSpinner label={intl.formatMessage({ id: 'app.loading' })} />}>{children ?? <Outlet />}</Suspense>;
}

/** Header, page, footer; a bottom tab bar on phones. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <Header />
      <Main id="content" filled>
        <Page>{children}</Page>
      </Main>
      <Footer />
      <TabBarSpacer />
      <TabBar />
    </>
  );
}

/** Only the header: focused tasks (writing, checkout, settings). */
export function HeaderOnlyLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <Header />
      <Main id="content">
        <Page>{children}</Page>
      </Main>
    </>
  );
}

/** Header over an edge-to-edge page (tickets). */
export function FullWidthLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <Header wide />
      <Main id="content">
        <Page>{children}</Page>
      </Main>
    </>
  );
}

/** Nothing around the page: hand-offs and redirects. */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return (
    <Main id="content" centered>
      <Page>{children}</Page>
    </Main>
  );
}

/** Marketing frame for visitors: a floating header, the page, the footer. */
const Glow = styled('div', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  background: 'radial-gradient(90% 520px at 50% -120px, rgba(139, 92, 246, 0.38) 0%, rgba(109, 40, 217, 0.12) 45%, rgba(0, 0, 0, 0) 75%)',
});

export function OutsideLayout({ children }: { children?: ReactNode }) {
  return (
    <Glow>
      <Header variant="outside" />
      <Main id="content">
        <Page>{children}</Page>
      </Main>
      <Footer />
    </Glow>
  );
}

export const layouts: Record<LayoutKind, (props: { children?: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  'full-width': FullWidthLayout,
  'header-only': HeaderOnlyLayout,
  outside: OutsideLayout,
};
