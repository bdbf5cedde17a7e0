import { lazy, Suspense, useContext, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { slideDown } from '../theme/animations';
import { styled } from '../theme/stitches.config';
import { analytics } from './analytics';
import { useBuildUpdate } from './build-updates';
import { useRuntimeConfig, type Stage } from './config';
import { APP_STORE_IDS } from './constants';
import { RouterLoadingBar } from './LoadingBar';
import { RenderedAtContext } from './server-render';
import { useSession } from './session';

/** Keeps <link rel="canonical"> equal to publicUrl + the current path (the server writes the first one). */
export function updateCanonical(publicUrl: string, pathname: string): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = `${publicUrl.replace(/\/+$/, '')}${pathname}`;
  return link;
}

/** The App Store smart-banner tag; beta and real are different apps. */
export function updateAppStoreMeta(stage: Stage): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="apple-itunes-app"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'apple-itunes-app';
    document.head.appendChild(meta);
  }
  meta.content = `app-id=${APP_STORE_IDS[stage]}`;
  return meta;
}

// Loaded after the page, like the chat badges it keeps live.
const ChatInboxLive = lazy(() => import('../features/chat/components/ChatUnreadBadge').then((m) => ({ default: m.ChatInboxLive })));

/** One live chat subscription for the whole app while signed in (the header and the tab bar only read the counts). */
function ChatLive() {
  const { viewer } = useSession();
  if (!viewer) return null;
  return (
    <Suspense fallback={null}>
      <ChatInboxLive />
    </Suspense>
  );
}

function HeadManager() {
  const { publicUrl, stage } = useRuntimeConfig();
  const { pathname } = useLocation();
  useEffect(() => {
    updateAppStoreMeta(stage);
  }, [stage]);
  useEffect(() => {
    updateCanonical(publicUrl, pathname);
  }, [publicUrl, pathname]);
  return null;
}

function Analytics() {
  const { pathname } = useLocation();
  const { viewer } = useSession();
  useEffect(() => {
    analytics.track('page_view', { path: pathname });
  }, [pathname]);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const uid = viewer?.uid ?? null;
    if (uid && uid !== previous.current) analytics.identify(uid);
    if (!uid && previous.current) analytics.reset();
    previous.current = uid;
  }, [viewer?.uid]);
  return null;
}

const Banner = styled('div', {
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: 'calc(env(safe-area-inset-bottom, 0px) + 72px)',
  zIndex: '$banner',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  width: 'max-content',
  maxWidth: 'calc(100vw - 24px)',
  padding: '8px 8px 8px 16px',
  borderRadius: '$pill',
  backgroundColor: '$surfaceRaised',
  border: '1px solid rgba(139, 92, 246, 0.5)',
  boxShadow: '$pop',
  fontSize: '$sm',
  fontWeight: '$medium',
  animation: `${slideDown} 200ms ease-out`,
  '& > svg': { color: '$primaryText', flexShrink: 0 },
  '@sm': { bottom: 24 },
});

/** "A new version is available — Reload" when the build checker finds a newer build. */
export function UpdateBanner() {
  const { updateAvailable, reload } = useBuildUpdate();
  if (!updateAvailable) return null;
  return (
    <Banner role="status">
      <Icon name="sparkle" size={18} />
      <span>
        <FormattedMessage id="app.update.available" />
      </span>
      <Button size="small" onClick={reload}>
        <FormattedMessage id="app.update.reload" />
      </Button>
    </Banner>
  );
}

/** Notes the page's scroll position as the app's first render is committed, before ScrollRestoration runs. */
function NoteScroll({ place }: { place: RefObject<number | null> }) {
  useLayoutEffect(() => {
    place.current = window.scrollY;
  }, [place]);
  return null;
}

/** Scrolls back to the noted position (ScrollRestoration has just scrolled to the top). */
function ReturnToScroll({ place }: { place: RefObject<number | null> }) {
  useLayoutEffect(() => {
    if (place.current) window.scrollTo(0, place.current);
    place.current = null;
  }, [place]);
  return null;
}

/**
 * React Router's scroll restoration, which scrolls to the top as the first page renders. A page rendered
 * by the server was on screen before the app started, and the fan may have scrolled it already: the app
 * takes it over where they are (else their tap lands on whatever the jump brought under their finger).
 */
function PageScroll() {
  const serverRendered = useContext(RenderedAtContext) !== undefined;
  const place = useRef<number | null>(null);
  return (
    <>
      {serverRendered ? <NoteScroll place={place} /> : null}
      <ScrollRestoration />
      {serverRendered ? <ReturnToScroll place={place} /> : null}
    </>
  );
}

/**
 * The root route: head tags, page views, live chat counts, loading bar, update banner, then the page (the
 * debug badge is in the header).
 */
export function RootShell() {
  return (
    <>
      <HeadManager />
      <Analytics />
      <ChatLive />
      <RouterLoadingBar />
      <Outlet />
      <UpdateBanner />
      <PageScroll />
    </>
  );
}
