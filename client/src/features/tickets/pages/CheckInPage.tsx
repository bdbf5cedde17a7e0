// /club/{clubUri}/setting/check-in: the owner's door scanner. The owner first picks which event (an
// offline ticket product of the club) the door is for (?event=<Product id>, so a reload keeps it); the
// device camera then reads ticket QR codes (BarcodeDetector where the browser has it, jsQR otherwise); a
// code can also be typed in. Each scan answers large enough to read at arm's length: checked in, already
// used at <time>, or refused with why (another event's ticket names its event).
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import { usePageTitle } from '../../../app/page-title';
import type { CheckInPageQuery } from '../../../__generated__/CheckInPageQuery.graphql';
import type { useCheckInTicketMutation } from '../../../__generated__/useCheckInTicketMutation.graphql';
import { errorMessageId } from '../../account/errors';
import { ClubFrame } from '../../clubs/components/ClubFrame';
import { ClubNotFound, ClubRouteBoundary } from '../../clubs/routes/shared';
import { TICKET_ERROR_MESSAGES } from '../errors';
import { useCheckInTicket } from '../hooks/useCheckInTicket';

export const checkInPageQuery = graphql`
  query CheckInPageQuery($clubUri: String!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        id
        uri
        name
        viewerCanEdit
        ...ClubFrame_club
        products(first: 100) {
          edges {
            node {
              id
              name
              kind
              ticket {
                format
                eventStartsAt
                venueName
              }
            }
          }
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** The same code seen again by the camera within this long is not sent twice. */
const RESCAN_MS = 4000;

const Layout = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });
const Camera = styled('div', {
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 1',
  maxHeight: '60vh',
  borderRadius: '$lg',
  overflow: 'hidden',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $border',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$textSubtle',
  '& video': { width: '100%', height: '100%', objectFit: 'cover' },
  '&::after': { content: '""', position: 'absolute', inset: '18%', border: '3px solid rgba(255,255,255,0.7)', borderRadius: '$md', pointerEvents: 'none' },
});
const Result = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$5',
  borderRadius: '$lg',
  border: '2px solid',
  '& strong': { fontSize: '$2xl', fontWeight: '$black', lineHeight: '$tight', '@sm': { fontSize: '$3xl' } },
  '& p': { fontSize: '$lg', lineHeight: '$normal' },
  '& code': { fontFamily: '$mono', fontSize: '$lg', letterSpacing: '0.06em' },
  variants: {
    tone: {
      ok: { borderColor: '$success', backgroundColor: '$successSoft' },
      used: { borderColor: '$warning', backgroundColor: 'rgba(245, 165, 36, 0.14)' },
      bad: { borderColor: '$error', backgroundColor: '$errorSoft' },
    },
  },
});
const Manual = styled('form', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Events = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const EventChoice = styled('button', {
  width: '100%',
  minHeight: 64,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
  padding: '$4',
  textAlign: 'left',
  font: 'inherit',
  color: '$text',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  cursor: 'pointer',
  '& strong': { fontSize: '$lg', fontWeight: '$bold' },
  '& span': { color: '$textMuted', fontSize: '$sm' },
  '@hover': { '&:hover': { borderColor: '$borderStrong', backgroundColor: '$surfaceRaised' } },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: 2 },
});
const Door = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $border',
  '& div': { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 },
  '& strong': { fontSize: '$lg', fontWeight: '$bold', overflowWrap: 'anywhere' },
  '& span': { color: '$textMuted', fontSize: '$sm' },
});
const PickTitle = styled('h2', { fontSize: '$xl', fontWeight: '$bold' });
const Muted = styled('p', { color: '$textMuted', fontSize: '$sm', lineHeight: '$normal' });

type Outcome = NonNullable<useCheckInTicketMutation['response']['checkInTicket']>;
type Shown = { tone: 'ok' | 'used' | 'bad'; title: string; lines: string[]; number?: string | null };

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

/** Reads QR codes from the camera: the browser's BarcodeDetector, else jsQR on canvas frames. */
function useQrCamera(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const stop = useRef<() => void>(() => {});

  const start = useCallback(async () => {
    setFailed(false);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play();
      const Native = (window as unknown as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
      const detector = Native ? new Native({ formats: ['qr_code'] }) : null;
      const jsQR = detector ? null : (await import('jsqr')).default;
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      let alive = true;
      const tick = async () => {
        if (!alive) return;
        try {
          if (video.readyState >= 2) {
            if (detector) {
              const [found] = await detector.detect(video);
              if (found?.rawValue) onCode(found.rawValue);
            } else if (jsQR && context) {
              canvas.width = video.videoWidth;
              canvas.height = video.videoHeight;
              context.drawImage(video, 0, 0);
              const image = context.getImageData(0, 0, canvas.width, canvas.height);
              const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
              if (found?.data) onCode(found.data);
            }
          }
        } catch {
          // A frame that cannot be read is skipped.
        }
        if (alive) window.setTimeout(() => void tick(), 250);
      };
      void tick();
      stop.current = () => {
        alive = false;
        stream.getTracks().forEach((track) => track.stop());
        setRunning(false);
      };
      setRunning(true);
    } catch {
      setFailed(true);
      setRunning(false);
    }
  }, [onCode]);

  useEffect(() => () => stop.current(), []);
  return { videoRef, running, failed, start, stop: () => stop.current() };
}

function Content({ queryRef }: { queryRef: PreloadedQuery<CheckInPageQuery> }) {
  const { club: result } = usePreloadedQuery<CheckInPageQuery>(checkInPageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const { checkInTicket, isInFlight } = useCheckInTicket();
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const recent = useRef<{ code: string; at: number } | null>(null);
  const title = intl.formatMessage({ id: 'tickets.checkIn.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  const time = useCallback((iso: unknown) => intl.formatDate(String(iso), { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Seoul' }), [intl]);
  const clubId = club?.id ?? null;
  const [params, setParams] = useSearchParams();
  // The club's offline events (online ones have no door), soonest first.
  const events = useMemo(
    () =>
      (club?.products?.edges ?? [])
        .flatMap((edge) => (edge?.node?.kind === 'TICKET' && edge.node.ticket?.format === 'OFFLINE' ? [{ ...edge.node, ticket: edge.node.ticket }] : []))
        .sort((a, b) => String(a.ticket.eventStartsAt).localeCompare(String(b.ticket.eventStartsAt))),
    [club],
  );
  const door = events.find((e) => e.id === params.get('event')) ?? null;
  const productId = door?.id ?? null;
  const pick = useCallback(
    (id: string | null) => {
      setShown(null);
      setCode('');
      recent.current = null;
      setParams(id ? { event: id } : {}, { replace: true });
    },
    [setParams],
  );

  const show = useCallback(
    (outcome: Outcome) => {
      if (outcome.__typename === 'CheckInTicketSuccess') {
        const t = outcome.ticket;
        setShown({ tone: 'ok', title: intl.formatMessage({ id: 'tickets.checkIn.ok' }), lines: t ? [t.event.name, t.booker.nickname] : [], number: t?.ticketNumber });
      } else if (outcome.__typename === 'TicketAlreadyUsedError') {
        setShown({ tone: 'used', title: intl.formatMessage({ id: 'tickets.checkIn.used' }, { time: time(outcome.checkedInAt) }), lines: [], number: outcome.ticket?.ticketNumber });
      } else if (outcome.__typename === 'TicketOutsideWindowError') {
        const early = outcome.reason === 'TOO_EARLY';
        setShown({
          tone: 'bad',
          title: intl.formatMessage({ id: early ? 'tickets.error.TICKET_TOO_EARLY' : 'tickets.error.TICKET_ENDED' }),
          lines: [intl.formatMessage({ id: early ? 'tickets.checkIn.opensAt' : 'tickets.checkIn.endedAt' }, { time: time(early ? outcome.validFrom : outcome.validUntil) })],
        });
      } else if (outcome.__typename === 'TicketOtherEventError') {
        setShown({
          tone: 'bad',
          title: intl.formatMessage({ id: 'tickets.error.TICKET_OTHER_EVENT' }),
          lines: [intl.formatMessage({ id: outcome.online ? 'tickets.checkIn.onlineEvent' : 'tickets.checkIn.otherEvent' }, { event: outcome.eventName })],
          number: outcome.ticket?.ticketNumber,
        });
      } else {
        const failure = outcome as { code?: string | null };
        setShown({ tone: 'bad', title: intl.formatMessage({ id: errorMessageId(failure.code ?? null, TICKET_ERROR_MESSAGES) }), lines: [] });
      }
    },
    [intl, time],
  );

  const submit = useCallback(
    async (token: string) => {
      const trimmed = token.trim();
      if (!trimmed || !clubId || !productId) return;
      try {
        const response = await checkInTicket({ input: { clubId, productId, token: trimmed } });
        show(response.checkInTicket);
      } catch {
        setShown({ tone: 'bad', title: intl.formatMessage({ id: errorMessageId(null, TICKET_ERROR_MESSAGES) }), lines: [] });
      }
    },
    [checkInTicket, clubId, productId, intl, show],
  );

  const onCode = useCallback(
    (value: string) => {
      const now = Date.now();
      if (recent.current && recent.current.code === value && now - recent.current.at < RESCAN_MS) return;
      recent.current = { code: value, at: now };
      void submit(value);
    },
    [submit],
  );
  const camera = useQrCamera(onCode);

  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  if (!club.viewerCanEdit) {
    return (
      <ClubFrame club={club} title={title}>
        <EmptyState icon="lock" title={<FormattedMessage id="tickets.error.FORBIDDEN" />} />
      </ClubFrame>
    );
  }

  function onManual(event: FormEvent) {
    event.preventDefault();
    void submit(code);
  }

  const eventTime = (iso: unknown) => intl.formatDate(String(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });
  const place = (e: (typeof events)[number]) => [eventTime(e.ticket.eventStartsAt), e.ticket.venueName].filter(Boolean).join(' · ');

  if (!door) {
    return (
      <ClubFrame club={club} title={title} lead={intl.formatMessage({ id: 'tickets.checkIn.pickEventHint' })} width="form">
        {events.length ? (
          <Layout>
            <PickTitle>
              <FormattedMessage id="tickets.checkIn.pickEvent" />
            </PickTitle>
            <Events data-testid="check-in-events">
              {events.map((e) => (
                <li key={e.id}>
                  <EventChoice type="button" onClick={() => pick(e.id)}>
                    <strong>{e.name}</strong>
                    <span>{place(e)}</span>
                  </EventChoice>
                </li>
              ))}
            </Events>
          </Layout>
        ) : (
          <EmptyState icon="ticket" title={<FormattedMessage id="tickets.checkIn.noEvents" />} />
        )}
      </ClubFrame>
    );
  }

  return (
    <ClubFrame club={club} title={title} lead={intl.formatMessage({ id: 'tickets.checkIn.lead' })} width="form">
      <Layout>
        <Door data-testid="check-in-door">
          <div>
            <span>
              <FormattedMessage id="tickets.checkIn.door" />
            </span>
            <strong>{door.name}</strong>
            <span>{place(door)}</span>
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              camera.stop();
              pick(null);
            }}
          >
            <FormattedMessage id="tickets.checkIn.changeEvent" />
          </Button>
        </Door>
        {shown ? (
          <Result tone={shown.tone} role="status" aria-live="assertive" data-testid="check-in-result">
            <strong>{shown.title}</strong>
            {shown.number ? <code>{shown.number}</code> : null}
            {shown.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Result>
        ) : null}
        <Camera>
          <video ref={camera.videoRef} muted playsInline hidden={!camera.running} />
          {!camera.running ? <Icon name="ticket" size={48} /> : null}
        </Camera>
        {camera.running ? (
          <Button variant="secondary" size="large" fullWidth onClick={camera.stop}>
            <FormattedMessage id="tickets.checkIn.stopCamera" />
          </Button>
        ) : (
          <Button size="large" fullWidth onClick={() => void camera.start()}>
            <FormattedMessage id="tickets.checkIn.startCamera" />
          </Button>
        )}
        {camera.failed ? (
          <Muted role="alert">
            <FormattedMessage id="tickets.checkIn.noCamera" />
          </Muted>
        ) : null}
        <Manual onSubmit={onManual}>
          <TextField
            label={intl.formatMessage({ id: 'tickets.checkIn.manual' })}
            hint={intl.formatMessage({ id: 'tickets.checkIn.manualHint' })}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
          <Button type="submit" size="large" fullWidth loading={isInFlight} disabled={!code.trim()}>
            <FormattedMessage id="tickets.checkIn.submit" />
          </Button>
        </Manual>
      </Layout>
    </ClubFrame>
  );
}

export function CheckInPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<CheckInPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
