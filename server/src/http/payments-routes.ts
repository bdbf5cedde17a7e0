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
import { sameSitePath } from './same-site-path.ts';

export const PAYMENT_WEBHOOK_PATH = '/payments/webhook';
export const TEST_DEPOSIT_PATH = '/_gateway/deposit';
export const TEST_CARD_PAGE_PATH = '/_gateway/card';

function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://local');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The test gateway's hosted card page, standing in for PortOne's card window: it takes a test card, issues a
 * billing key under the window's `issueId` and sends the browser back to `redirectUrl` with it, or with code
 * and message when refused.
 */
function cardPage(redirectUrl: string, issueId: string, error: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Oshi Test Gateway · Card</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b0f;color:#f4f4f5;font:16px/1.5 system-ui,sans-serif}
main{box-sizing:border-box;width:min(92vw,380px);padding:28px;border-radius:16px;background:#18181b;border:1px solid #27272a}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 20px;color:#a1a1aa;font-size:14px}
label{display:block;font-size:13px;color:#a1a1aa;margin:14px 0 6px}
input{box-sizing:border-box;width:100%;padding:12px 14px;border-radius:10px;border:1px solid #3f3f46;background:#09090b;color:#f4f4f5;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:22px;width:100%;height:50px;border:0;border-radius:12px;background:#8b5cf6;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
.error{margin:12px 0 0;padding:10px 12px;border-radius:10px;background:#3f1d1d;color:#fca5a5;font-size:14px}
small{display:block;margin-top:16px;color:#71717a;font-size:12px}
</style></head><body><main>
<h1>Register a card</h1><p>Oshi Test Gateway · no real card is charged</p>
<form method="post" action="${TEST_CARD_PAGE_PATH}">
<input type="hidden" name="redirectUrl" value="${escapeHtml(redirectUrl)}">
<input type="hidden" name="issueId" value="${escapeHtml(issueId)}">
<label for="card">Card number</label><input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="expiry" autocomplete="cc-exp" placeholder="12/30" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Register card</button>
<small>Test cards: 4242 4242 4242 4242 succeeds · 4000 0000 0000 0002 is declined · 4000 0000 0000 9995 has insufficient funds · 4000 0000 0000 0341 registers, then charges fail</small>
</form></main></body></html>`;
}

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

  if (testGateway) {
    routes.set(TEST_CARD_PAGE_PATH, async (req, res) => {
      if (req.method === 'GET') {
        const query = new URL(req.url ?? '/', 'http://local').searchParams;
        const redirectUrl = sameSitePath(query.get('redirectUrl'));
        if (!redirectUrl) return sendJson(res, 400, { status: 400, name: 'InvalidInput', desc: 'redirectUrl: a path on this site' });
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return void res.end(cardPage(redirectUrl, query.get('issueId') ?? '', null));
      }
      if (req.method !== 'POST') return methodNotAllowed(res);
      const form = new URLSearchParams(await readBody(req, 8192));
      const redirectUrl = sameSitePath(form.get('redirectUrl'));
      if (!redirectUrl) return sendJson(res, 400, { status: 400, name: 'InvalidInput', desc: 'redirectUrl: a path on this site' });
      const issued = await testGateway.issueBillingKey(form.get('cardNumber') ?? '', form.get('issueId'));
      const location = 'billingKey' in issued
        ? withParams(redirectUrl, { billingKey: issued.billingKey })
        : withParams(redirectUrl, { code: 'FAILURE_TYPE_PG', message: issued.error });
      res.writeHead(303, { location, 'cache-control': 'no-store' });
      res.end();
    });
  }

  if (config.DEV_MODE && testGateway) {
    const depositBody = z.object({ accountNumber: z.string().regex(/^\d{6,20}$/) });
    routes.set(TEST_DEPOSIT_PATH, async (req, res) => {
      if (req.method !== 'POST') return methodNotAllowed(res);
      let body: unknown = null;
      try {
        body = JSON.parse((await readBody(req, 4096)) || '{}');
      } catch {
        // Not JSON: refused below like any other bad body.
      }
      const parsed = depositBody.safeParse(body);
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
