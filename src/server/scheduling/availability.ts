import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Availability,
  type AvailabilitySchema,
  DEFAULT_BUFFER_MINUTES,
  DEFAULT_DAILY_LIMIT,
  DEFAULT_WORKING_DAY,
  type WorkingHours,
} from '../../shared/scheduling.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { memberAvailability, users } from '../db/schema.js';

type AvailabilityPayload = z.output<typeof AvailabilitySchema>;

/** Monday to Friday, nine to five. */
const DEFAULT_WORKING_HOURS: WorkingHours = {
  mon: DEFAULT_WORKING_DAY,
  tue: DEFAULT_WORKING_DAY,
  wed: DEFAULT_WORKING_DAY,
  thu: DEFAULT_WORKING_DAY,
  fri: DEFAULT_WORKING_DAY,
  sat: [],
  sun: [],
};

/** Each member's hours for interviews, read and written by the member alone. */
export class AvailabilityService {
  constructor(private readonly db: Database) {}

  /** What the member saved, or the defaults in the zone they most likely live by. */
  async of(member: Member): Promise<Availability> {
    return (await this.ofMembers([member.userId], member.companyId)).get(member.userId)!;
  }

  /**
   * The availability of each of the company's members `userIds`, as `of` reads one's own, in one read for them all
   * and one more for the company's common zone when a member has neither saved a zone nor had a browser give one.
   */
  async ofMembers(userIds: readonly string[], companyId: string): Promise<Map<string, Availability>> {
    const rows = await this.db
      .select({ userId: users.id, browserZone: users.timeZone, saved: memberAvailability })
      .from(users)
      .leftJoin(memberAvailability, eq(memberAvailability.userId, users.id))
      .where(inArray(users.id, [...userIds]));
    const needsCommonZone = rows.some(({ saved, browserZone }) => !saved && !browserZone);
    const commonZone = needsCommonZone ? await this.commonZoneOf(companyId) : 'UTC';
    const availabilities = new Map<string, Availability>();
    for (const { userId, browserZone, saved } of rows)
      availabilities.set(
        userId,
        saved
          ? {
              time_zone: saved.timeZone,
              working_hours: saved.workingHours,
              daily_limit: saved.dailyLimit,
              buffer_minutes: saved.bufferMinutes,
            }
          : {
              time_zone: browserZone ?? commonZone,
              working_hours: DEFAULT_WORKING_HOURS,
              daily_limit: DEFAULT_DAILY_LIMIT,
              buffer_minutes: DEFAULT_BUFFER_MINUTES,
            },
      );
    return availabilities;
  }

  /** The zone a member's days are in: the one they chose, else the one they most likely live by. */
  async zoneOf(userId: string, companyId: string): Promise<string> {
    return (await this.ofMembers([userId], companyId)).get(userId)?.time_zone ?? 'UTC';
  }

  async save(member: Member, input: AvailabilityPayload): Promise<Availability> {
    const values = {
      timeZone: input.time_zone,
      workingHours: input.working_hours,
      dailyLimit: input.daily_limit,
      bufferMinutes: input.buffer_minutes,
      updatedAt: sql`now()`,
    };
    await this.db
      .insert(memberAvailability)
      .values({ userId: member.userId, ...values })
      .onConflictDoUpdate({ target: memberAvailability.userId, set: values });
    return input;
  }

  /** The zone most of the company's members' browsers give, as the company's own; else UTC. */
  private async commonZoneOf(companyId: string): Promise<string> {
    const [common] = await this.db
      .select({ zone: users.timeZone })
      .from(users)
      .where(and(eq(users.companyId, companyId), isNull(users.removedAt), isNotNull(users.timeZone)))
      .groupBy(users.timeZone)
      .orderBy(desc(count()), users.timeZone)
      .limit(1);
    return common?.zone ?? 'UTC';
  }
}
