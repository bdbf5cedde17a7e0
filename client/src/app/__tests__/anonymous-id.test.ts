import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_ID_STORAGE_KEY } from '../anonymous-id';

let getAnonymousId: typeof import('../anonymous-id').getAnonymousId;
let resetAnonymousId: typeof import('../anonymous-id').resetAnonymousId;

// Each test starts as a first visit: empty storage and no id kept in the module's memory.
beforeEach(async () => {
  localStorage.clear();
  vi.resetModules();
  ({ getAnonymousId, resetAnonymousId } = await import('../anonymous-id'));
});

describe('anonymous id', () => {
  it('is created once and kept in localStorage', () => {
    const id = getAnonymousId();
    expect(id).toMatch(/^[\w-]{16,}$/);
    expect(getAnonymousId()).toBe(id);
    expect(localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY)).toBe(id);
  });

  it('is read back from storage (another tab, a reload)', () => {
    localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, 'stored-id');
    expect(getAnonymousId()).toBe('stored-id');
  });

  it('changes on reset', () => {
    const before = getAnonymousId();
    expect(resetAnonymousId()).not.toBe(before);
    expect(getAnonymousId()).not.toBe(before);
  });

  it('still works when storage throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      const id = getAnonymousId();
      expect(getAnonymousId()).toBe(id);
    } finally {
      spy.mockRestore();
    }
  });
});
