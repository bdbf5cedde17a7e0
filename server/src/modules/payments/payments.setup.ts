// Wires payments into one app instance: the gateway (PortOne V2 when PORTONE_* are set, else the built-in
// test gateway with its webhook delivery), the ledger's fees, live status events, the periodic sweep and
// the registry of order kinds that the selling modules fill (startApp: registerMembershipOrders).
import type { Config } from '../../platform/config.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import { addAccountDeletionCheck, addAccountDeletionStep } from '../accounts/profile.service.ts';
import type { PaymentGateway } from './gateway.ts';
import { OrderKinds } from './order-kinds.ts';
import { configurePayments, deleteCardsOfDeletedAccount, paymentsDeletionCheck, sweepPayments } from './payments.service.ts';
import type { PortOneGateway } from './portone-gateway.ts';
import { DEFAULT_TEST_WEBHOOK_SECRET, startTestGatewayWebhooks, TestGateway } from './test-gateway.ts';

const SWEEP_QUEUE = 'payments.sweep';

/**
 * PortOne when its keys are configured (loadConfig guarantees all or none), else null. Its REST client
 * is a large module graph, loaded only here.
 */
async function portOneGatewayFromConfig(config: Config): Promise<PortOneGateway | null> {
  const { PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_WEBHOOK_SECRET, PORTONE_CARD_CHANNEL_KEY, PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY } = config;
  if (!PORTONE_API_SECRET || !PORTONE_STORE_ID || !PORTONE_WEBHOOK_SECRET || !PORTONE_CARD_CHANNEL_KEY || !PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY) return null;
  const { PortOneGateway } = await import('./portone-gateway.ts');
  return new PortOneGateway({
    apiSecret: PORTONE_API_SECRET,
    storeId: PORTONE_STORE_ID,
    webhookSecret: PORTONE_WEBHOOK_SECRET,
    cardChannelKey: PORTONE_CARD_CHANNEL_KEY,
    virtualAccountChannelKey: PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY,
    virtualAccountBank: config.PORTONE_VIRTUAL_ACCOUNT_BANK,
    baseUrl: config.PORTONE_API_URL,
  });
}

export async function startPayments(options: {
  config: Config;
  jobs: Jobs;
  pubsub: PubSub;
  logger: Logger;
  webhookUrl: () => string;
}): Promise<{ testGateway: TestGateway | null; orderKinds: OrderKinds }> {
  const { config, jobs, pubsub, logger, webhookUrl } = options;
  let gateway: PaymentGateway | null = config.PAYMENT_GATEWAY === 'portone' ? await portOneGatewayFromConfig(config) : null;
  let testGateway: TestGateway | null = null;
  if (gateway) {
    logger.info({ storeId: config.PORTONE_STORE_ID, apiUrl: config.PORTONE_API_URL ?? 'default' }, 'payments through PortOne V2');
  } else {
    // The test gateway's card page, deposit control and webhook delivery exist only while it is the gateway.
    const secret = config.TEST_GATEWAY_WEBHOOK_SECRET ?? DEFAULT_TEST_WEBHOOK_SECRET;
    const notify = await startTestGatewayWebhooks({ jobs, logger, secret, url: webhookUrl });
    testGateway = new TestGateway({ webhookSecret: secret, notify });
    gateway = testGateway;
    if (config.NODE_ENV === 'production') logger.warn('payments through the built-in TEST gateway (PAYMENT_GATEWAY=test): no real money is taken');
  }
  const orderKinds = new OrderKinds();
  configurePayments({
    gateway,
    orderKinds,
    fees: { platformBps: config.PLATFORM_FEE_BPS, cardBps: config.CARD_FEE_BPS, virtualAccountKrw: config.VIRTUAL_ACCOUNT_FEE_KRW },
    pubsub,
    logger,
    secret: config.SECRET_KEY,
  });
  addAccountDeletionCheck(paymentsDeletionCheck);
  addAccountDeletionStep(deleteCardsOfDeletedAccount);
  // Payments stuck in processing are reconciled with the gateway; unpaid virtual accounts close at their deadline.
  if (config.SCHEDULED_JOBS === false) return { testGateway, orderKinds };
  await jobs.createQueue(SWEEP_QUEUE);
  await jobs.schedule(SWEEP_QUEUE, '*/5 * * * *');
  await jobs.work(SWEEP_QUEUE, async () => {
    const result = await sweepPayments();
    if (result.reconciled || result.expired) logger.info(result, 'payments swept');
  });
  return { testGateway, orderKinds };
}
