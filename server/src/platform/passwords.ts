// Password hashing with argon2id (@node-rs/argon2). Hashing is deliberately expensive, so at most
// a few run at once and a bounded queue waits behind them: a flood of sign-in attempts is refused
// with RATE_LIMITED instead of starving the libuv thread pool (and with it every other request).
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore.ts';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); these are also @node-rs/argon2's defaults. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

let semaphore = new Semaphore(2, 64);

/** Changes the limits (tests use a tiny queue to show the flood protection). */
export function configurePasswordHashing(options: { concurrency: number; maxQueue: number }): void {
  semaphore = new Semaphore(options.concurrency, options.maxQueue);
}

export function hashPassword(password: string): Promise<string> {
  return semaphore.run(() => hash(password, OPTIONS));
}

/** True when the password matches; false for a wrong password or a malformed hash. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return semaphore.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

// A real hash of a random password: verifying against it when the account does not exist takes as
// long as a real check, so timing does not tell whether an e-mail is registered.
let dummyHash: Promise<string> | null = null;

/** Spends the time of one verification and answers false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(`dummy-${Math.random()}`, OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
