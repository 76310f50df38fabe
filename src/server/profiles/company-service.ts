import { eq } from 'drizzle-orm';
import {
  type CompanyProfile,
  type CompanyProfileInput,
  PICTURE_MAX_BYTES,
  PROFILE_MESSAGES,
} from '../../shared/profiles.js';
import { careersPath } from '../../shared/careers.js';
import { claimSlug, useSlug } from '../careers/slugs.js';
import type { Database } from '../db/database.js';
import { companyProfiles, files, users } from '../db/schema.js';
import type { FileRow, FileService, Tx } from '../files/service.js';
import { decodeBase64File, detectPicture } from '../files/uploads.js';

export class CompanyProfileService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly appUrl: string,
  ) {}

  async get(companyId: string): Promise<CompanyProfile> {
    const [row] = await this.db
      .select({ name: users.name, slug: users.slug, profile: companyProfiles })
      .from(users)
      .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
      .where(eq(users.id, companyId))
      .limit(1);
    if (!row) throw new Error(`company ${companyId} has a session but no account`);
    return {
      name: row.name,
      tagline: row.profile?.tagline ?? '',
      about_us: row.profile?.aboutUs ?? '',
      profile_pic: row.profile?.pictureFileId ? pictureUrl(row.profile.pictureFileId) : null,
      slug: row.slug ?? '',
      careers_url: `${this.appUrl}${careersPath(row.slug ?? '')}`,
      website: row.profile?.website ?? '',
    };
  }

  async save(companyId: string, input: CompanyProfileInput): Promise<void> {
    const text = {
      tagline: input.tagline,
      aboutUs: input.about_us,
      ...(input.website !== undefined && { website: input.website }),
      updatedAt: new Date(),
    };
    const picture = input.profile_pic.trim();
    // Only a data URL is a new picture. Anything else is what a client shows now and sends back (our picture's URL,
    // a browser's blob: URL): the picture stays.
    const file = picture.startsWith('data:')
      ? await detectPicture(
          decodeBase64File(picture, PICTURE_MAX_BYTES, PROFILE_MESSAGES.pictureTooLarge, PROFILE_MESSAGES.pictureType),
          PROFILE_MESSAGES.pictureType,
        )
      : undefined;
    const saveWith = async (tx: Tx, pictureFileId?: string) => {
      if (input.slug !== undefined) {
        await claimSlug(tx, companyId, input.slug);
        await useSlug(tx, companyId, input.slug);
      }
      const values = pictureFileId ? { ...text, pictureFileId } : text;
      await tx
        .insert(companyProfiles)
        .values({ userId: companyId, ...values })
        .onConflictDoUpdate({ target: companyProfiles.userId, set: values });
    };
    if (!file) return this.db.transaction((tx) => saveWith(tx));
    await this.files.storeWith(companyId, file, async (tx, insertFile) => {
      const { id: pictureFileId } = await insertFile(tx);
      await saveWith(tx, pictureFileId);
    });
  }

  /** A company's current picture: public, like the logo on a job ad. Other files are never served here. */
  async findPicture(fileId: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select({ file: files })
      .from(companyProfiles)
      .innerJoin(files, eq(files.id, companyProfiles.pictureFileId))
      .where(eq(companyProfiles.pictureFileId, fileId))
      .limit(1);
    return row?.file;
  }
}

function pictureUrl(fileId: string): string {
  return `/api/pictures/${fileId}`;
}
