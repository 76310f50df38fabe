import dns from 'node:dns/promises';
import net from 'node:net';
import { Refusal } from '../refusal.js';

// A webhook or a calendar's address is a request the server makes to an address a member chose: without this fence it
// could reach the server's own network, its database or the cloud's metadata service (server-side request forgery).
// Only global unicast addresses pass: a list of what to refuse misses the forms it forgot, such as IPv6 addresses that
// carry an IPv4 one inside them. `OUTBOUND_ALLOW_PRIVATE=true` lifts the fence, for tests.

type Family = 'ipv4' | 'ipv6';

/** Global unicast IPv6 (RFC 4291 2.4): every other IPv6 address, an IPv4-mapped or -compatible one included, is not. */
const GLOBAL_UNICAST_V6: readonly [network: string, prefix: number] = ['2000::', 3];

/**
 * IANA's special-purpose blocks (the IPv4 and IPv6 Special-Purpose Address Registries) that fall inside unicast space,
 * with IPv4 multicast, reserved and broadcast. The few of them that are globally reachable (anycast for AS112, AMT or
 * PCP) are refused too: no receiver of webhooks and no calendar lives there.
 */
const SPECIAL_PURPOSE: readonly (readonly [network: string, prefix: number, family: Family])[] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // shared, carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation, TEST-NET-1
  ['192.31.196.0', 24, 'ipv4'], // AS112
  ['192.52.193.0', 24, 'ipv4'], // AMT
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'ipv4'], // private
  ['192.175.48.0', 24, 'ipv4'], // AS112 direct delegation
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation, TEST-NET-2
  ['203.0.113.0', 24, 'ipv4'], // documentation, TEST-NET-3
  ['224.0.0.0', 3, 'ipv4'], // multicast, reserved and broadcast
  ['2001::', 23, 'ipv6'], // IETF protocol assignments, Teredo (which carries an IPv4 address) among them
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4, which carries an IPv4 address
  ['2620:4f:8000::', 48, 'ipv6'], // AS112 direct delegation
  ['3fff::', 20, 'ipv6'], // documentation
];

const globalUnicastV6 = new net.BlockList();
globalUnicastV6.addSubnet(...GLOBAL_UNICAST_V6, 'ipv6');
const specialPurpose = new net.BlockList();
for (const [network, prefix, family] of SPECIAL_PURPOSE) specialPurpose.addSubnet(network, prefix, family);

/** Whether a request may go to `address`: a global unicast address in no special-purpose block. */
function isGlobalUnicast(address: string, family: Family): boolean {
  if (family === 'ipv6' && !globalUnicastV6.check(address, 'ipv6')) return false;
  return !specialPurpose.check(address, family);
}

interface CheckedAddress {
  address: string;
  family: number;
}

/** What a refusal says, in the words of the feature whose address it is. */
interface OutboundMessages {
  unresolved: string;
  privateAddress: string;
}

/**
 * The address to connect to for `hostname`, once every address it resolves to is global unicast; a name with one
 * other address among global ones is refused too, since the connection could land on either.
 */
export async function publicAddressOf(hostname: string, messages: OutboundMessages): Promise<CheckedAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const found = await dns.lookup(host, { all: true, verbatim: true }).catch(() => []);
  const [first] = found;
  if (!first) throw new Refusal('invalid', messages.unresolved, 'url');
  const isGlobal = ({ address, family }: CheckedAddress) => isGlobalUnicast(address, family === 6 ? 'ipv6' : 'ipv4');
  if (!found.every(isGlobal)) throw new Refusal('invalid', messages.privateAddress, 'url');
  return first;
}

/** A `lookup` that answers the address already checked, so that a second resolution cannot swap in another. */
export function pinnedLookup(checked: CheckedAddress): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
}
