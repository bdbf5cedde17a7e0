// An external OIDC provider for tests: the same stand-in the app runs at /_dev/oidc, on its own loopback
// port, so sign-in is tested against a provider that is not the app itself (OIDC_ISSUER_URL).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOidcStandIn } from '../modules/accounts/oauth.stand-in.ts';

/** The stand-in on its own loopback port (tests give its issuer to the app as OIDC_ISSUER_URL). */
export async function startExternalOidcStandIn(host = '127.0.0.1') {
  const standIn = await createOidcStandIn('');
  const server = http.createServer((req, res) => standIn.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  standIn.setIssuer(`http://${host}:${port}`);
  return {
    standIn,
    url: standIn.issuer,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
