// The shopping cart: one per club (an order holds one club's products), kept in localStorage so it
// survives reloads and is shared by the visitor's tabs. It holds choices only (product, option, quantity);
// names, prices and availability are always read afresh from the server, which checks everything again at
// checkout. Works without storage (private mode): the cart then lives as long as the page.
import { useCallback, useSyncExternalStore } from 'react';

export const CART_STORAGE_KEY = 'oshi.cart.v1';
/** The server takes at most 20 lines per order and 100 of one line. */
export const CART_LINES_MAX = 20;
export const CART_QUANTITY_MAX = 100;

export type CartLine = { productId: string; optionId: string | null; quantity: number };
type Carts = Readonly<Record<string, readonly CartLine[]>>;

const EMPTY: readonly CartLine[] = [];
let carts: Carts | null = null;
const listeners = new Set<() => void>();

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    (line.optionId === null || typeof line.optionId === 'string') &&
    Number.isSafeInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    (line.quantity as number) <= CART_QUANTITY_MAX
  );
}

/** What storage holds, with anything malformed (an old version, a hand edit) dropped. */
function parse(text: string | null): Carts {
  if (!text) return {};
  try {
    const raw: unknown = JSON.parse(text);
    if (!raw || typeof raw !== 'object') return {};
    const out: Record<string, CartLine[]> = {};
    for (const [club, lines] of Object.entries(raw)) {
      if (!Array.isArray(lines)) continue;
      const valid = lines.filter(isLine).slice(0, CART_LINES_MAX);
      if (valid.length) out[club] = valid.map(({ productId, optionId, quantity }) => ({ productId, optionId, quantity }));
    }
    return out;
  } catch {
    return {};
  }
}

function read(): Carts {
  if (carts) return carts;
  try {
    carts = parse(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    carts = {};
  }
  return carts;
}

function write(next: Carts) {
  carts = next;
  try {
    if (Object.keys(next).length) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // storage unavailable: the cart lives in memory
  }
  for (const listener of listeners) listener();
}

function update(clubUri: string, change: (lines: readonly CartLine[]) => readonly CartLine[]) {
  const all = read();
  const lines = change(all[clubUri] ?? EMPTY);
  const { [clubUri]: _old, ...others } = all;
  write(lines.length ? { ...others, [clubUri]: lines } : others);
}

const sameChoice = (line: CartLine, productId: string, optionId: string | null) => line.productId === productId && line.optionId === optionId;

/** Adds a choice (the same product and option add up, to at most `max`). False when the cart is full. */
export function addToCart(clubUri: string, productId: string, optionId: string | null, quantity: number, max = CART_QUANTITY_MAX): boolean {
  const lines = read()[clubUri] ?? EMPTY;
  const existing = lines.find((l) => sameChoice(l, productId, optionId));
  if (!existing && lines.length >= CART_LINES_MAX) return false;
  const limit = Math.min(max, CART_QUANTITY_MAX);
  update(clubUri, (current) =>
    existing
      ? current.map((l) => (l === existing ? { ...l, quantity: Math.min(limit, l.quantity + quantity) } : l))
      : [...current, { productId, optionId, quantity: Math.min(limit, quantity) }],
  );
  return true;
}

export function setCartQuantity(clubUri: string, productId: string, optionId: string | null, quantity: number) {
  const next = Math.max(1, Math.min(CART_QUANTITY_MAX, Math.floor(quantity)));
  update(clubUri, (lines) => lines.map((l) => (sameChoice(l, productId, optionId) ? { ...l, quantity: next } : l)));
}

export function removeFromCart(clubUri: string, productId: string, optionId: string | null) {
  update(clubUri, (lines) => lines.filter((l) => !sameChoice(l, productId, optionId)));
}

export function clearCart(clubUri: string) {
  update(clubUri, () => EMPTY);
}

/** The club's cart as it is now (for route loaders). */
export function cartLines(clubUri: string): readonly CartLine[] {
  return read()[clubUri] ?? EMPTY;
}

/** The distinct products in the club's cart (what its pages ask the server about). */
export function cartProductIds(clubUri: string): string[] {
  return [...new Set(cartLines(clubUri).map((line) => line.productId))];
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    carts = parse(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The club's cart lines, re-rendering when they change here or in another tab. */
export function useCart(clubUri: string): readonly CartLine[] {
  const snapshot = useCallback(() => cartLines(clubUri), [clubUri]);
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Forgets the cached copy (tests reset storage between cases). */
export function resetCartCache() {
  carts = null;
}
