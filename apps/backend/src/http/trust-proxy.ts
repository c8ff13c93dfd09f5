import proxyAddr from 'proxy-addr';

/** Decides whether the hop at `address` (index `hop`, 0 = the socket peer) may name the one before it. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY in Express's terms, compiled by proxy-addr: `false`, `true`, a hop count, or a
 * comma-separated list of addresses, subnets and the names `loopback`, `linklocal`, `uniquelocal`.
 */
export function trustProxy(value: string): TrustProxy {
  const setting = value.trim().toLowerCase();
  if (setting === '' || setting === 'false' || setting === '0') return () => false;
  if (setting === 'true') return () => true;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(setting.split(',').map((entry) => entry.trim()));
}
