import { endpoints } from './endpoint.js';
import { InboundStatusAnswerSchema } from './inbound.js';

// The replies mailbox the installation reads (decision 097), as an Admin sees it on the company's settings.
export const inboundEndpoints = endpoints('Messages', {
  inboundStatus: {
    method: 'GET',
    path: '/api/inbound/status/',
    summary: 'Whether replies are read from a mailbox, which one, when it was last read and its last failure.',
    access: 'manageCompany',
    answers: { 200: InboundStatusAnswerSchema },
  },
});
