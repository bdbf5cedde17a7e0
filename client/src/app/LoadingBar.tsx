import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import { loadingBarConfig, styled } from '../theme/stitches.config';

const Track = styled('div', {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: loadingBarConfig.heightPx,
  zIndex: '$loadingBar',
  pointerEvents: 'none',
});

const Bar = styled('div', {
  height: '100%',
  background: '$gradients$primary',
  boxShadow: '0 0 10px rgba(139, 92, 246, 0.7)',
  transformOrigin: 'left center',
});

type Phase = 'hidden' | 'running' | 'finishing';

export interface LoadingBarProps {
  active: boolean;
  /** The progress bar's accessible name. */
  label: string;
  /** Navigations shorter than this never show the bar. */
  throttleMs?: number;
  /** Time the bar takes to crawl towards the end while loading. */
  durationMs?: number;
}

/**
 * The 3 px purple-gradient bar at the top. Appears only when `active` lasts longer than the throttle,
 * crawls to 90% over the duration, then completes and fades when loading ends.
 */
export function LoadingBar({
  active,
  label,
  throttleMs = loadingBarConfig.throttleMs,
  durationMs = loadingBarConfig.durationMs,
}: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const [grown, setGrown] = useState(false);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  useEffect(() => {
    if (active) {
      const timer = window.setTimeout(() => {
        setGrown(false);
        setPhase('running');
      }, throttleMs);
      return () => window.clearTimeout(timer);
    }
    if (phaseRef.current !== 'running') return;
    setPhase('finishing');
    const timer = window.setTimeout(() => setPhase('hidden'), 400);
    return () => window.clearTimeout(timer);
  }, [active, throttleMs]);

  // Start the crawl on the frame after the bar mounts at 0 so the transition runs.
  useEffect(() => {
    if (phase !== 'running') return;
    const frame = window.requestAnimationFrame(() => setGrown(true));
    return () => window.cancelAnimationFrame(frame);
  }, [phase]);

  if (phase === 'hidden') return null;
  const scale = phase === 'finishing' ? 1 : grown ? 0.9 : 0.08;
  return (
    <Track role="progressbar" aria-label={label} aria-busy={phase === 'running'} aria-valuemin={0} aria-valuemax={100} data-phase={phase}>
      <Bar
        style={{
          transform: `scaleX(${scale})`,
          opacity: phase === 'finishing' ? 0 : 1,
          transition:
            phase === 'finishing'
              ? 'transform 200ms ease-out, opacity 300ms ease 150ms'
              : `transform ${durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`,
        }}
      />
    </Track>
  );
}

/** The loading bar driven by the data router's navigation state. */
export function RouterLoadingBar() {
  const navigation = useNavigation();
  const intl = useIntl();
  return <LoadingBar active={navigation.state !== 'idle'} label={intl.formatMessage({ id: 'app.loading' })} />;
}
