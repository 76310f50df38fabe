import { hasOwnName } from '../../shared/team.js';
import { answeredBy, headerLine, type OutgoingMail } from './outbox.js';

type Sender = Pick<OutgoingMail, 'senderName' | 'replyTo' | 'replyToName'>;

/** Mail nobody sent by hand goes out under the company's name and is answered to the posting's recruiter. */
export function companySender(companyName: string, recruiterEmail: string): Sender {
  return { senderName: headerLine(companyName), replyTo: headerLine(recruiterEmail) };
}

/**
 * Mail a member sends to a candidate goes out under their own name at the company, is answered to them, and is shown
 * as theirs in the application's history; a member who has not given their name sends under the company's alone.
 */
export function memberSender(
  companyName: string,
  member: { userId: string; name: string; email: string },
): Sender & Pick<OutgoingMail, 'sentBy'> {
  const company = headerLine(companyName);
  return {
    senderName: hasOwnName(member) ? `${headerLine(member.name)} at ${company}` : company,
    ...answeredBy(member),
    sentBy: member.userId,
  };
}
