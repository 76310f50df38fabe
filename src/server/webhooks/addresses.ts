import dns from 'node:dns/promises';
import net from 'node:net';
import { WEBHOOK_MESSAGES } from '../../shared/webhooks.js';
import { Refusal } from '../refusal.js';

// A webhook is a request the server makes to an address a company chose: without this fence it could reach the
// server's own network, its database or the cloud's metadata service (server-side request forgery).
const PRIVATE_NETWORKS = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
// BlockList reads an IPv4-mapped address (::ffff:127.0.0.1) by the IPv4 rules above; NAT64 is refused whole.
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');

interface CheckedAddress {
  address: string;
  family: number;
}

/**
 * The address to connect to for `hostname`, once every address it resolves to is public; a name with one private
 * address among public ones is refused too, since the connection could land on either.
 */
export async function publicAddressOf(hostname: string): Promise<CheckedAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const found = await dns.lookup(host, { all: true, verbatim: true }).catch(() => []);
  const [first] = found;
  if (!first) throw new Refusal('invalid', WEBHOOK_MESSAGES.unresolved, 'url');
  const isPrivate = ({ address, family }: CheckedAddress) =>
    PRIVATE_NETWORKS.check(address, family === 6 ? 'ipv6' : 'ipv4');
  if (found.some(isPrivate)) throw new Refusal('invalid', WEBHOOK_MESSAGES.privateAddress, 'url');
  return first;
}

/** A `lookup` that answers the address already checked, so that a second resolution cannot swap in another. */
export function pinnedLookup(checked: CheckedAddress): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
}
