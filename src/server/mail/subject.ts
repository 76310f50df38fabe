// Whoever registers a company or joins one chooses its name, and mail clients turn an address in a subject into a
// link: a subject that names them could carry an advertisement to any inbox an invitation reaches.

/** A scheme, `www.`, an IPv4 address, or a dotted name ending in letters, as `example.com` (any dot IDNA reads as one). */
const WEB_ADDRESS =
  /[a-z][a-z\d+.-]*:\/\/|www[.。．｡]|\d{1,3}(?:\.\d{1,3}){3}|[\p{L}\p{N}][.。．｡]\p{L}{2,}(?![\p{L}\p{N}])/iu;

/** Invisible characters (zero-width spaces, joiners) would let a name split an address that a mail client still links. */
const INVISIBLE = /\p{Cf}+/gu;

function looksLikeWebAddress(name: string): boolean {
  return WEB_ADDRESS.test(name.replace(INVISIBLE, ''));
}

/** `named` when none of `names` looks like a web address, else `generic`, which names nobody. */
export function subjectNaming(names: readonly string[], named: string, generic: string): string {
  return names.some(looksLikeWebAddress) ? generic : named;
}
