import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BuildUpdates from '../build-updates';

type Module = typeof BuildUpdates;
let mod: Module;

beforeEach(async () => {
  vi.resetModules(); // fresh update-available state per test
  mod = await import('../build-updates');
  sessionStorage.clear();
});

const latest = (buildId: string) => vi.fn(async () => ({ buildId, version: '1.3.34', builtAt: '2025-01-01T00:00:00Z' }));
const HOUR = 60 * 60 * 1000;

describe('build update checks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks 1 s after start, then every hour', async () => {
    const fetchLatest = latest('build-a');
    const stop = mod.startBuildUpdateChecks({ currentBuildId: 'build-a', fetchLatest, effectiveType: () => '4g' });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchLatest).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR - 1_001);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
  });

  it.each(['slow-2g', '2g'])('skips the early check on a %s connection', async (effectiveType) => {
    const fetchLatest = latest('build-a');
    const stop = mod.startBuildUpdateChecks({ currentBuildId: 'build-a', fetchLatest, effectiveType: () => effectiveType });
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchLatest).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads navigator.connection when no override is given', async () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' }, configurable: true });
    try {
      const fetchLatest = latest('build-a');
      const stop = mod.startBuildUpdateChecks({ currentBuildId: 'build-a', fetchLatest });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(fetchLatest).not.toHaveBeenCalled();
      stop();
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });

  it('does nothing without a build id (vite dev, tests)', async () => {
    const fetchLatest = latest('build-b');
    const stop = mod.startBuildUpdateChecks({ fetchLatest });
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchLatest).not.toHaveBeenCalled();
    stop();
  });

  it('offers a reload through useBuildUpdate when another build is deployed', async () => {
    const { result } = renderHook(() => mod.useBuildUpdate());
    expect(result.current.updateAvailable).toBe(false);

    const fetchLatest = vi
      .fn()
      .mockResolvedValueOnce({ buildId: 'build-a', version: '1.3.34', builtAt: '' })
      .mockResolvedValue({ buildId: 'build-b', version: '1.3.35', builtAt: '' });
    const stop = mod.startBuildUpdateChecks({ currentBuildId: 'build-a', fetchLatest, effectiveType: () => '4g' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.updateAvailable).toBe(false); // same build
    await act(() => vi.advanceTimersByTimeAsync(HOUR));
    expect(result.current.updateAvailable).toBe(true);
    expect(typeof result.current.reload).toBe('function');
    stop();
  });

  it('ignores failed checks', async () => {
    await expect(
      mod.checkForBuildUpdate({ currentBuildId: 'a', fetchLatest: () => Promise.reject(new Error('offline')) }),
    ).resolves.toBe(false);
  });
});

describe('chunk load errors', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://oshi.example/assets/Club-abc.js',
      'error loading dynamically imported module: https://oshi.example/assets/Club-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/Club-abc.css',
    ]) {
      expect(mod.isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(mod.isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(mod.isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(mod.isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per path within 10 s', () => {
    const navigate = vi.fn();
    expect(mod.reloadAfterChunkError('/clubs/1', { now: 1_000, navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/clubs/1');
    expect(mod.reloadAfterChunkError('/clubs/1', { now: 10_999, navigate })).toBe(false);
    expect(mod.reloadAfterChunkError('/home', { now: 10_999, navigate })).toBe(true); // another path
    expect(mod.reloadAfterChunkError('/clubs/1', { now: 11_000, navigate })).toBe(true); // 10 s later
    expect(navigate).toHaveBeenCalledTimes(3);
  });

  it('remembers attempts in sessionStorage, so the guard survives the reload', async () => {
    const navigate = vi.fn();
    expect(mod.reloadAfterChunkError('/clubs/1', { now: 5_000, navigate })).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(mod.CHUNK_RELOADS_STORAGE_KEY)!)).toEqual({ '/clubs/1': 5_000 });
    vi.resetModules();
    const reloaded: Module = await import('../build-updates');
    expect(reloaded.reloadAfterChunkError('/clubs/1', { now: 6_000, navigate })).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('uses the clock when no time is given', () => {
    vi.useFakeTimers({ now: 100_000 });
    try {
      const navigate = vi.fn();
      expect(mod.reloadAfterChunkError('/a', { navigate })).toBe(true);
      vi.setSystemTime(109_000);
      expect(mod.reloadAfterChunkError('/a', { navigate })).toBe(false);
      vi.setSystemTime(110_001);
      expect(mod.reloadAfterChunkError('/a', { navigate })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
