import { defineCapability } from '../capability.js';
import { messagesCandidateData } from './candidate-data.js';

/**
 * An application's conversation with its candidate (decision 095): the reply address each message to them carries,
 * the answers read from a mailbox or taken from a provider's inbound intake, and the thread both sides read and write.
 */
export const messagesCapability = defineCapability({
  name: 'messages',
  candidateData: messagesCandidateData,
});
