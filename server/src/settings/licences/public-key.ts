/**
 * The Ed25519 key licences are verified with. Its private half signs licences with
 * `npm run licence:sign` (docs/licences.md); a vendor build replaces this key with its own.
 */
export const LICENCE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEA9ZNPstpiTY3axgNhfotzLCInweroC65VngcxPhBkzKU=
-----END PUBLIC KEY-----
`;
