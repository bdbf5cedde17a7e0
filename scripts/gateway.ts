// `npm run gateway -- deposit <account number> [--url http://localhost:4000]`: makes the deposit a fan would
// make at their bank into a test-gateway virtual account, through the running app's dev control. The
// pending page then turns into the success page by itself (paymentStatusChanged).
import { parseArgs } from 'node:util';

export async function gatewayCli(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { url: { type: 'string' } } });
  const [command, accountNumber] = positionals;
  const base = (values.url ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/$/, '');
  if (command !== 'deposit' || !accountNumber) {
    log('Usage: npm run gateway -- deposit <account number> [--url http://localhost:4000]');
    return 64;
  }
  const response = await fetch(`${base}/_gateway/deposit`, {
    method: 'POST',
    // The app refuses state-changing requests without its client header (CSRF prevention).
    headers: { 'content-type': 'application/json', 'x-oshi-client': 'gateway-cli' },
    body: JSON.stringify({ accountNumber: accountNumber.replace(/[\s-]/g, '') }),
  });
  const body = (await response.json().catch(() => ({}))) as { desc?: string; amount?: number };
  if (!response.ok) {
    log(`Deposit refused (${response.status}): ${body.desc ?? 'is the app running in dev mode?'}`);
    return 1;
  }
  log(`Deposited ₩${body.amount?.toLocaleString('en-US')} into ${accountNumber}. The app is notified by webhook.`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await gatewayCli(process.argv.slice(2));
}
