import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  SHOPPER_ADDRESS_HEADER,
  SHOPPER_SIGNATURE_HEADER,
  SHOPPER_SIGNATURE_MAX_AGE_SECONDS,
  parseShopperSignature,
  shopperSignaturePayload,
} from '@shop/domain';
import type { Context, MiddlewareHandler } from 'hono';
import proxyAddr from 'proxy-addr';
import type { AppEnv } from './context';
import type { TrustProxy } from './trust-proxy';

/** The socket peer, or the client a trusted proxy names in X-Forwarded-For. */
function connectionAddress(c: Context, trust: TrustProxy): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
  if (!peer) return 'unknown';
  // proxy-addr reads only these two fields of a Node request.
  const request = {
    headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') },
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
  return proxyAddr(request, trust);
}

/**
 * The shopper a storefront server vouches for: its address, signed with the shared secret
 * and a time (SHOPPER_SIGNATURE_MAX_AGE_SECONDS), or undefined when any part is missing or wrong.
 */
export function signedShopperAddress(
  secret: string,
  address: string | undefined,
  signature: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | undefined {
  if (!address || !signature || isIP(address) === 0) return undefined;
  const parsed = parseShopperSignature(signature);
  if (!parsed) return undefined;
  if (Math.abs(nowSeconds - parsed.unixSeconds) > SHOPPER_SIGNATURE_MAX_AGE_SECONDS)
    return undefined;
  const expected = createHmac('sha256', secret)
    .update(shopperSignaturePayload(parsed.unixSeconds, address))
    .digest();
  const given = Buffer.from(parsed.hexDigest, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}

/**
 * Sets `clientAddress`, the key of every per-address limit: the shopper the storefront
 * signed for (behaviour.md#security: otherwise every shopper shares the storefront's one bucket), else
 * the connection's address. A signature that does not check out is ignored, never trusted.
 */
export function clientAddress(options: {
  trustProxy: TrustProxy;
  secret: string | undefined;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fromConnection = connectionAddress(c, options.trustProxy);
    const forwarded = c.req.header(SHOPPER_ADDRESS_HEADER);
    const shopper =
      options.secret && forwarded !== undefined
        ? signedShopperAddress(options.secret, forwarded, c.req.header(SHOPPER_SIGNATURE_HEADER))
        : undefined;
    if (forwarded !== undefined && !shopper)
      c.get('log').warn({ from: fromConnection }, 'unsigned or invalid shopper address ignored');
    c.set('clientAddress', shopper ?? fromConnection);
    await next();
  };
}
