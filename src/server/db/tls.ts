import { accessSync, constants } from 'node:fs';

/**
 * The `sslmode` values DATABASE_URL may name, each meaning what libpq's documentation says, so that a managed
 * database's URL works as its provider's guide describes (decision 074). `prefer` and `allow` are refused: they fall
 * back to a plain connection, which node-postgres cannot do, and a fallback an attacker can force protects nothing.
 */
const SSL_MODES = ['disable', 'require', 'verify-ca', 'verify-full'];

/** libpq's word for the certificate authorities the TLS library trusts rather than a file's. */
const SYSTEM_ROOTS = 'system';

/** What stops DATABASE_URL's TLS parameters from being honoured, in words an operator can act on; nothing when fine. */
export function databaseTlsProblem(url: string): string | undefined {
  const params = new URL(url).searchParams;
  const mode = params.get('sslmode');
  const rootCert = params.get('sslrootcert');
  if (mode !== null && !SSL_MODES.includes(mode))
    return `sslmode must be ${SSL_MODES.join(', ')}: Openhire never falls back from TLS to a plain connection, as prefer and allow do`;
  if (rootCert === SYSTEM_ROOTS) {
    return mode === null || mode === 'verify-full' ? undefined : 'sslrootcert=system needs sslmode=verify-full';
  }
  if (rootCert === null) return undefined;
  try {
    accessSync(rootCert, constants.R_OK);
    return undefined;
  } catch {
    return `sslrootcert names ${rootCert}, which this process cannot read`;
  }
}

/**
 * DATABASE_URL as node-postgres must read it for its sslmode to mean what libpq says: by itself node-postgres takes
 * `require` and `verify-ca` for `verify-full`, which refuses the certificates of the managed databases whose guides
 * say `require`. `sslrootcert=system` becomes what node-postgres knows as the same: no file, and verify-full.
 */
export function withLibpqTls(url: string): string {
  const parsed = new URL(url);
  const params = parsed.searchParams;
  if (params.get('sslrootcert') === SYSTEM_ROOTS) {
    params.delete('sslrootcert');
    params.set('sslmode', 'verify-full');
  }
  params.set('uselibpqcompat', 'true');
  return parsed.toString();
}

/** OpenSSL's reasons for a certificate that no authority the connection trusts has signed. */
const UNTRUSTED = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
]);

/**
 * Why a connection failed, with what to check when it was the server's certificate that was refused. An untrusted
 * certificate is named by OpenSSL's code: Node's own wording of it changes between versions and, since Node 22,
 * suggests a flag that is no answer for a database's CA.
 */
export function connectionFailure(error: Error & { code?: string }): string {
  if (error.code === 'ERR_TLS_CERT_ALTNAME_INVALID')
    return `its TLS certificate was refused (${error.message}): with sslmode=verify-full, the host in DATABASE_URL must be one the certificate names`;
  if (error.code !== undefined && UNTRUSTED.has(error.code))
    return `its TLS certificate was refused (${error.code}): sslrootcert must name the certificate authority that signed it, as the database's provider publishes it`;
  return error.message;
}
