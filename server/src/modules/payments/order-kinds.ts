// The seam between payments and what is bought (DESIGN 9). Payments own orders, payment attempts,
// gateways, webhooks and ledger postings; a module that sells something registers, at start-up, the
// handler of its order kind, and payments call it inside the transaction that moves the payment, so a
// handler that throws leaves nothing written (no payment marked paid, no ledger rows). Handlers return the
// work that must wait for the commit (e-mails, notifications) instead of doing it.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { PaymentMethod, RevenueSource } from '../../generated/prisma/enums.ts';

/** An order as its handler sees it: payments' generic columns. */
export type KindOrder = { id: string; kind: string; userId: string; clubId: string; amount: number; title: string };

/** The payment attempt that moved. */
export type KindPayment = {
  id: string;
  method: PaymentMethod;
  cardId: string | null;
  amount: number;
  /** When the buyer paid, by the gateway's clock (given to `paid`; a deposit's webhook may arrive later). */
  paidAt?: Date | null;
};

/** Runs after the transaction committed; failures are logged, never rethrown. */
export type AfterCommit = () => Promise<void>;

export type PaidResult = {
  /** False when the order can no longer be fulfilled (e.g. bought twice from two tabs): payments refund it. */
  fulfilled: boolean;
  afterCommit?: AfterCommit;
};

/** What the module owning an order kind does when one of its orders' payments moves. */
export type OrderKindHandler = {
  /** What the order sold, as the creator's revenue reports it (asked when its payment is recorded). */
  revenueSource(tx: Prisma.TransactionClient, order: KindOrder): Promise<RevenueSource>;
  paid(tx: Prisma.TransactionClient, order: KindOrder, payment: KindPayment, now: Date): Promise<PaidResult>;
  /** A card charge was declined (or never reached the gateway). */
  failed?(tx: Prisma.TransactionClient, order: KindOrder, payment: KindPayment, reason: string, now: Date): Promise<AfterCommit | void>;
  /** An unpaid deposit's account closed at its deadline. */
  expired?(tx: Prisma.TransactionClient, order: KindOrder, payment: KindPayment, now: Date): Promise<AfterCommit | void>;
  /**
   * A refund of a paid payment was decided but waits for the buyer to name a bank account (a deposit is
   * paid back by transfer): take back what the order gave now (e.g. void its tickets, put its stock back on
   * sale); the rest of the refund follows in `refunded` when the money goes back. Runs once per payment.
   * `fulfilled` is false when payments refund it because the order could not be fulfilled (it gave nothing).
   */
  refundRequested?(tx: Prisma.TransactionClient, order: KindOrder, payment: KindPayment, now: Date, decision: { fulfilled: boolean }): Promise<AfterCommit | void>;
  /** A paid payment was refunded (the ledger is already reversed). */
  refunded?(tx: Prisma.TransactionClient, order: KindOrder, payment: KindPayment, now: Date): Promise<AfterCommit | void>;
};

/** Runs in the card deletion's transaction: e.g. memberships stop renewing with the card. */
export type CardDeletedHandler = (tx: Prisma.TransactionClient, card: { id: string; userId: string }, now: Date) => Promise<void>;

/** One app's registered order kinds and card hooks; built by startPayments, filled by the owning modules' register…(). */
export class OrderKinds {
  private readonly handlers = new Map<string, OrderKindHandler>();
  private readonly cardDeleted: CardDeletedHandler[] = [];

  /** Registers the handler of `kind` (once: a second registration is a wiring mistake). */
  register(kind: string, handler: OrderKindHandler) {
    if (this.handlers.has(kind)) throw new Error(`Order kind ${kind} is registered twice`);
    this.handlers.set(kind, handler);
  }

  /** Registers what happens when a buyer deletes a card. */
  onCardDeleted(handler: CardDeletedHandler) {
    this.cardDeleted.push(handler);
  }

  has(kind: string) {
    return this.handlers.has(kind);
  }

  handlerOf(kind: string): OrderKindHandler {
    const handler = this.handlers.get(kind);
    // Fails the payment's transaction: an order nobody fulfils is never marked paid.
    if (!handler) throw new Error(`No handler is registered for order kind ${kind}`);
    return handler;
  }

  async cardWasDeleted(tx: Prisma.TransactionClient, card: { id: string; userId: string }, now: Date) {
    for (const handler of this.cardDeleted) await handler(tx, card, now);
  }
}
