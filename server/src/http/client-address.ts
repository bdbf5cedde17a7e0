// The client's address for rate limits and audit: the socket's peer, or, when that peer is one of the
// configured TRUSTED_PROXIES, the first address in X-Forwarded-For that is not a trusted proxy. A
// forwarded header from anyone else is ignored, so a client cannot choose its own address.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

export type ClientAddressOf = (req: IncomingMessage) => string;

export function clientAddressResolver(trustedProxies: string[] | undefined): ClientAddressOf {
  if (!trustedProxies?.length) return (req) => req.socket.remoteAddress ?? '';
  const trust = proxyAddr.compile(trustedProxies);
  return (req) => proxyAddr(req, trust);
}
