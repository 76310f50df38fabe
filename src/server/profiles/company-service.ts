import { and, eq, exists, or, sql } from 'drizzle-orm';
import {
  type CompanyProfile,
  type CompanyProfileInput,
  PICTURE_MAX_BYTES,
  PROFILE_MESSAGES,
} from '../../shared/profiles.js';
import { careersPath } from '../../shared/careers.js';
import { picturePath } from '../../shared/files.js';
import { changeSlug } from '../careers/index.js';
import type { Database } from '../db/database.js';
import { memberSummaryOf, type Member } from '../auth/index.js';
import { companies, companyProfiles, files } from '../db/schema.js';
import type { FileRow, FileService } from '../files/service.js';
import { decodeBase64File, detectPicture } from '../files/uploads.js';
import { Refusal } from '../refusal.js';

export class CompanyProfileService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly appUrl: string,
  ) {}

  async get(member: Member): Promise<CompanyProfile> {
    const [row] = await this.db
      .select({
        name: companies.name,
        slug: companies.slug,
        defaultApplicationForm: companies.defaultApplicationForm,
        quickFormFields: companies.quickFormFields,
        scorecardVisibility: companies.scorecardVisibility,
        profile: companyProfiles,
      })
      .from(companies)
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .where(eq(companies.id, member.companyId))
      .limit(1);
    if (!row) throw new Error(`member ${member.userId} has a session but no company`);
    return {
      name: row.name,
      email: member.email,
      member: memberSummaryOf(member),
      tagline: row.profile?.tagline ?? '',
      about_us: row.profile?.aboutUs ?? '',
      profile_pic: row.profile?.pictureFileId ? picturePath(row.profile.pictureFileId) : null,
      cover_pic: row.profile?.coverFileId ? picturePath(row.profile.coverFileId) : null,
      show_self_identification: row.profile?.showSelfIdentification ?? false,
      slug: row.slug,
      careers_url: `${this.appUrl}${careersPath(row.slug)}`,
      website: row.profile?.website ?? '',
      default_application_form: row.defaultApplicationForm,
      quick_form_fields: row.quickFormFields,
      scorecard_visibility: row.scorecardVisibility,
      brand_color: row.profile?.brandColor ?? null,
      show_powered_by: row.profile?.showPoweredBy ?? true,
    };
  }

  async save(member: Member, input: CompanyProfileInput): Promise<void> {
    const { companyId } = member;
    const text = {
      tagline: input.tagline,
      aboutUs: input.about_us,
      ...(input.website !== undefined && { website: input.website }),
      ...(input.show_self_identification !== undefined && {
        showSelfIdentification: input.show_self_identification,
      }),
      ...(input.brand_color !== undefined && { brandColor: input.brand_color || null }),
      ...(input.show_powered_by !== undefined && { showPoweredBy: input.show_powered_by }),
      updatedAt: new Date(),
    };
    // Only a data URL is a new picture. Anything else is what a client shows now and sends back (our picture's URL,
    // a browser's blob: URL): the picture stays. Both pictures are checked before either is stored.
    // A picture uploaded beforehand (`picture_file_id`, `cover_file_id`) replaces it too, over any data URL.
    const chosen = [
      { column: 'pictureFileId', value: input.profile_pic.trim(), uploaded: input.picture_file_id },
      { column: 'coverFileId', value: input.cover_pic.trim(), uploaded: input.cover_file_id },
    ] as const;
    const replaced = chosen.filter(({ value, uploaded }) => !uploaded && value.startsWith('data:'));
    const pictures = await Promise.all(
      replaced.map(({ value }) =>
        detectPicture(
          decodeBase64File(value, PICTURE_MAX_BYTES, PROFILE_MESSAGES.pictureTooLarge, PROFILE_MESSAGES.pictureType),
          PROFILE_MESSAGES.pictureType,
        ),
      ),
    );
    await this.files.storeAllWith(member.userId, pictures, async (tx, insertFiles) => {
      if (input.slug !== undefined) await changeSlug(tx, companyId, input.slug);
      if (
        input.default_application_form !== undefined ||
        input.quick_form_fields !== undefined ||
        input.scorecard_visibility !== undefined
      ) {
        await tx
          .update(companies)
          .set({
            ...(input.default_application_form !== undefined && {
              defaultApplicationForm: input.default_application_form,
            }),
            ...(input.quick_form_fields !== undefined && { quickFormFields: input.quick_form_fields }),
            ...(input.scorecard_visibility !== undefined && { scorecardVisibility: input.scorecard_visibility }),
          })
          .where(eq(companies.id, companyId));
      }
      const stored = await insertFiles(tx);
      const uploaded = [];
      for (const { column, uploaded: fileId } of chosen) {
        if (!fileId) continue;
        const picture = await this.files.claimUpload(tx, member.userId, fileId, 'picture');
        if (!picture)
          throw new Refusal(
            'invalid',
            PROFILE_MESSAGES.pictureUnknown,
            column === 'pictureFileId' ? 'picture_file_id' : 'cover_file_id',
          );
        uploaded.push([column, picture.id]);
      }
      const values = {
        ...text,
        ...Object.fromEntries(replaced.map(({ column }, index) => [column, stored[index]!.id])),
        ...Object.fromEntries(uploaded),
      };
      await tx
        .insert(companyProfiles)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: companyProfiles.companyId, set: values });
    });
  }

  /**
   * A company's current picture or cover image: public, like the logo on a job ad. Other files are never served here.
   */
  async findPicture(fileId: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select({ file: files })
      .from(files)
      .where(
        and(
          eq(files.id, fileId),
          exists(
            this.db
              .select({ one: sql`1` })
              .from(companyProfiles)
              .where(or(eq(companyProfiles.pictureFileId, files.id), eq(companyProfiles.coverFileId, files.id))),
          ),
        ),
      )
      .limit(1);
    return row?.file;
  }
}
