export { sealedContextOf, type SealedColumn } from './reseal.js';
export { SECRETS_KEY_FILE, SecretBox, secretBoxFor, secretsKeyPath } from './secret-box.js';
