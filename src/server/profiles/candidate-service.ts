import { eq } from 'drizzle-orm';
import { type CandidateProfile, type CandidateProfileInput, EMPTY_CANDIDATE_PROFILE } from '../../shared/profiles.js';
import type { Database } from '../db/database.js';
import { candidateProfiles, users } from '../db/schema.js';

export class CandidateProfileService {
  constructor(private readonly db: Database) {}

  async get(userId: string): Promise<CandidateProfile> {
    const [row] = await this.db
      .select({ email: users.email, name: users.name, profile: candidateProfiles })
      .from(users)
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new Error(`user ${userId} has a session but no account`);
    const { profile } = row;
    // Until the first save, the name given at signup fills the profile.
    const [first = '', ...rest] = row.name.split(/\s+/);
    const fields = profile
      ? {
          first_name: profile.firstName,
          last_name: profile.lastName,
          phone: profile.phone,
          country: profile.country,
          address: profile.address,
          short_bio: profile.shortBio,
          city: profile.city,
          province: profile.province,
          postal_code: profile.postalCode,
        }
      : { ...EMPTY_CANDIDATE_PROFILE, first_name: first, last_name: rest.join(' ') };
    return { ...fields, bio: fields.short_bio, email: row.email };
  }

  async save(userId: string, input: CandidateProfileInput): Promise<void> {
    const values = {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      country: input.country,
      address: input.address,
      city: input.city,
      province: input.province,
      postalCode: input.postal_code,
      updatedAt: new Date(),
    };
    const bio = input.short_bio ?? input.bio;
    const set = bio === undefined ? values : { ...values, shortBio: bio };
    await this.db
      .insert(candidateProfiles)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: candidateProfiles.userId, set });
  }
}
