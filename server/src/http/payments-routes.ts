// Payment HTTP routes: the gateway webhook (PortOne V2 format, both gateways), and in dev mode the test
// gateway's deposit control (the pending page's button and `npm run gateway -- deposit`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { WebhookRejectedError } from '../modules/payments/gateway.ts';
import { handlePaymentWebhook } from '../modules/payments/payments.service.ts';
import type { TestGateway } from '../modules/payments/test-gateway.ts';
import { readBody, sendJson } from './routes.ts';

export const PAYMENT_WEBHOOK_PATH = '/payments/webhook';
export const TEST_DEPOSIT_PATH = '/_gateway/deposit';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const methodNotAllowed = (res: ServerResponse) => sendJson(res, 405, { status: 405, name: 'MethodNotAllowed', desc: 'Use POST' }, { allow: 'POST' });

export function createPaymentRoutes(options: { config: Config; logger: Logger; testGateway: TestGateway | null }): Map<string, Handler> {
  const { config, logger, testGateway } = options;
  const routes = new Map<string, Handler>();

  routes.set(PAYMENT_WEBHOOK_PATH, async (req, res) => {
    if (req.method !== 'POST') return methodNotAllowed(res);
    const body = await readBody(req, 256 * 1024);
    try {
      const result = await handlePaymentWebhook(body, req.headers);
      sendJson(res, 200, { status: 'ok', handled: result.handled });
    } catch (error) {
      if (!(error instanceof WebhookRejectedError)) throw error;
      logger.warn({ reason: error.reason, webhookId: req.headers['webhook-id'] }, 'payment webhook rejected');
      sendJson(res, 400, { status: 400, name: 'WebhookRejected', desc: error.reason });
    }
  });

  if (config.DEV_MODE && testGateway) {
    const depositBody = z.object({ accountNumber: z.string().regex(/^\d{6,20}$/) });
    routes.set(TEST_DEPOSIT_PATH, async (req, res) => {
      if (req.method !== 'POST') return methodNotAllowed(res);
      const parsed = depositBody.safeParse(JSON.parse((await readBody(req, 4096)) || '{}'));
      if (!parsed.success) return sendJson(res, 400, { status: 400, name: 'InvalidInput', desc: 'accountNumber: digits only' });
      const payment = await testGateway.deposit(parsed.data.accountNumber);
      if (!payment) return sendJson(res, 404, { status: 404, name: 'NotFound', desc: 'No such virtual account' });
      sendJson(res, 200, { status: 'deposited', paymentId: payment.paymentId, amount: payment.amount });
    });
  } else {
    // Outside dev mode the control answers 404 rather than falling through to the web client.
    routes.set(TEST_DEPOSIT_PATH, async (_req, res) => sendJson(res, 404, { status: 404, name: 'NotFound', desc: 'Not found' }));
  }
  return routes;
}
