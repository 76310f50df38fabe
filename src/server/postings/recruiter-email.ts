import { sql } from 'drizzle-orm';
import { postings, users } from '../db/schema.js';

/** Who answers for a posting: the recruiter it names, else the member who posted it. */
export const recruiterEmailColumn = sql<string>`coalesce(nullif(${postings.recruiterEmail}, ''), (SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${postings.createdBy}), '')`;
