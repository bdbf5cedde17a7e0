// A counting semaphore with a bounded wait queue, served in arrival order.
import { RateLimitedError } from './errors.ts';

export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
  ) {}

  get pending(): number {
    return this.waiting.length;
  }

  /** Runs `task` when a slot is free; RateLimitedError when maxQueue tasks are already waiting. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new RateLimitedError('The server is busy; try again in a moment');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
