// Wires payments into one app instance: the gateway (the built-in test gateway until PortOne is
// configured), its webhook delivery, the ledger's fees, live status events and the periodic sweep.
import type { Config } from '../../platform/config.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import { configurePayments, sweepPayments } from './payments.service.ts';
import { DEFAULT_TEST_WEBHOOK_SECRET, startTestGatewayWebhooks, TestGateway } from './test-gateway.ts';

const SWEEP_QUEUE = 'payments.sweep';

export async function startPayments(options: { config: Config; jobs: Jobs; pubsub: PubSub; logger: Logger; webhookUrl: () => string }) {
  const { config, jobs, pubsub, logger, webhookUrl } = options;
  const secret = config.TEST_GATEWAY_WEBHOOK_SECRET ?? DEFAULT_TEST_WEBHOOK_SECRET;
  const notify = await startTestGatewayWebhooks({ jobs, logger, secret, url: webhookUrl });
  const testGateway = new TestGateway({ webhookSecret: secret, notify });
  configurePayments({
    gateway: testGateway,
    fees: { platformBps: config.PLATFORM_FEE_BPS, cardBps: config.CARD_FEE_BPS, virtualAccountKrw: config.VIRTUAL_ACCOUNT_FEE_KRW },
    pubsub,
    logger,
  });
  // Payments stuck in processing are reconciled with the gateway; unpaid virtual accounts close at their deadline.
  await jobs.createQueue(SWEEP_QUEUE);
  await jobs.schedule(SWEEP_QUEUE, '*/5 * * * *');
  await jobs.work(SWEEP_QUEUE, async () => {
    const result = await sweepPayments();
    if (result.reconciled || result.expired) logger.info(result, 'payments swept');
  });
  return { testGateway };
}
