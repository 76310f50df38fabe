import { desc, eq } from 'drizzle-orm';
import {
  type ApplicationDefaults,
  type ApplicationDraftValues,
  ApplicationDraftValuesSchema,
} from '../../shared/application-drafts.js';
import type { Database } from '../db/database.js';
import { applications, files } from '../db/schema.js';
import type { CandidateProfileService } from '../profiles/index.js';

/** The personal fields a profile and an application both hold, under the submission's names. */
const PERSONAL_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'country',
  'address',
  'city',
  'province',
  'postal_code',
  'short_bio',
] as const;

/**
 * Where the apply wizard starts a new application when the candidate has no draft for the posting: a second
 * application should not start empty. Everything is the signed-in candidate's own.
 */
export class ApplicationDefaultsService {
  constructor(
    private readonly db: Database,
    private readonly profiles: CandidateProfileService,
  ) {}

  async get(candidateId: string): Promise<ApplicationDefaults> {
    const [profile, [latest], [lastResume]] = await Promise.all([
      this.profiles.get(candidateId),
      this.db
        .select()
        .from(applications)
        .where(eq(applications.candidateId, candidateId))
        .orderBy(desc(applications.createdAt))
        .limit(1),
      this.db
        .select({ file: files, name: applications.resumeName })
        .from(applications)
        .innerJoin(files, eq(files.id, applications.resumeFileId))
        .where(eq(applications.candidateId, candidateId))
        .orderBy(desc(applications.createdAt))
        .limit(1),
    ]);
    // The profile is what the candidate keeps up to date; the latest application fills what it leaves blank.
    const submitted: Record<(typeof PERSONAL_FIELDS)[number], string> | undefined = latest && {
      first_name: latest.firstName,
      last_name: latest.lastName,
      phone: latest.phone,
      country: latest.country,
      address: latest.address,
      city: latest.city,
      province: latest.province,
      postal_code: latest.postalCode,
      short_bio: latest.bio,
    };
    // Only what a draft may hold is offered: a value stored before today's rules for typed text is left to retype.
    const fits = <Field extends keyof ApplicationDraftValues>(field: Field, value: unknown) =>
      ApplicationDraftValuesSchema.shape[field].safeParse(value).success;
    const values: ApplicationDraftValues = {};
    for (const field of PERSONAL_FIELDS) {
      const value = [profile[field], submitted?.[field]].find((known) => known && fits(field, known));
      if (value) values[field] = value;
    }
    if (latest) {
      // The draft holds answers as typed, and a year is typed as text.
      const legal = { ...latest.legalQuestions, graduation_year: String(latest.legalQuestions.graduation_year) };
      if (fits('legal_questions', legal)) values.legal_questions = legal;
    }
    return {
      values,
      email: profile.email,
      resume: lastResume
        ? {
            file_id: lastResume.file.id,
            name: lastResume.name ?? `resume.${lastResume.file.extension}`,
            size: lastResume.file.sizeBytes,
            type: lastResume.file.contentType,
            uploaded_at: lastResume.file.createdAt.toISOString(),
            url: `/api/files/${lastResume.file.id}`,
          }
        : null,
    };
  }
}
