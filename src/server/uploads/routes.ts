import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { can, missingPermissionMessage } from '../../shared/roles.js';
import { uploadEndpoints } from '../../shared/uploads-endpoints.js';
import {
  UPLOAD_BODY_LIMIT,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  UploadPurposeSchema,
  type UploadPurpose,
} from '../../shared/uploads.js';
import type { Guards, SessionUser } from '../auth/index.js';
import { LIMITS, sessionUserOf, take } from '../auth/index.js';
import type { Database } from '../db/database.js';
import type { FileService } from '../files/service.js';
import { spoolFile } from '../files/uploads.js';
import { serveEndpoints } from '../http/endpoints.js';
import { HttpError } from '../http/errors.js';
import { Refusal } from '../refusal.js';

interface UploadRoutesOptions {
  db: Database;
  guards: Guards;
  files: FileService;
  spoolDir: string;
}

const REFUSED_STATUS = { 'too-large': 413, forbidden: 403 } as const;

/**
 * A refusal answered before the body is read to its end closes the connection: otherwise Node would read the rest of
 * a file nobody keeps to serve the connection's next request.
 */
function refusedMidBody(error: unknown): unknown {
  if (!(error instanceof Refusal)) return error;
  const status = error.kind in REFUSED_STATUS ? REFUSED_STATUS[error.kind as keyof typeof REFUSED_STATUS] : 400;
  return new HttpError(status, error.message, { connection: 'close' });
}

/** Whether `user` may upload a file for `purpose`: a candidate their own documents, a member as their role allows. */
function checkMayUpload(user: SessionUser, purpose: UploadPurpose): void {
  const rule = UPLOAD_RULES[purpose];
  if (user.role === 'candidate') {
    if (!rule.candidate) throw new Refusal('forbidden', UPLOAD_MESSAGES.notYours);
    return;
  }
  if (!rule.member || user.memberRole === null) throw new Refusal('forbidden', UPLOAD_MESSAGES.notYours);
  if (!can(user.memberRole, rule.member)) {
    throw new Refusal('forbidden', missingPermissionMessage(user.memberRole, rule.member));
  }
}

/** The name a file had on its sender's computer, without a folder or control characters; the purpose's when none. */
function fileNameOf(sent: string | undefined, purpose: UploadPurpose, extension: string): string {
  const name = (sent ?? '')
    .split(/[/\\]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim();
  return name.slice(0, 200) || `${purpose}.${extension}`;
}

/**
 * Files streamed as multipart/form-data, this route alone: the parser is registered inside its plugin, so no other
 * route reads multipart through it. The `purpose` comes first, so that who may send the file, its limit and its kind
 * are known before its first byte is read.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (
  app,
  { db, guards, files, spoolDir },
) => {
  await fs.mkdir(spoolDir, { recursive: true });
  await app.register(multipart, {
    limits: { fields: 1, files: 1, parts: 2, fieldSize: 100, headerPairs: 20, fileSize: UPLOAD_BODY_LIMIT },
  });

  serveEndpoints(app, guards, uploadEndpoints, {
    async upload(request, reply) {
      const user = sessionUserOf(request);
      if (!request.isMultipart()) throw refusedMidBody(new Refusal('invalid', UPLOAD_MESSAGES.notMultipart));
      let purpose: UploadPurpose | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            const chosen = UploadPurposeSchema.safeParse(part.fieldname === 'purpose' ? part.value : undefined);
            if (!chosen.success) throw new Refusal('invalid', UPLOAD_MESSAGES.purpose, 'purpose');
            checkMayUpload(user, chosen.data);
            purpose = chosen.data;
            // A member's attachments count with those sent to the messages' own call.
            await take(
              db,
              purpose === 'attachment' && user.role !== 'candidate'
                ? LIMITS.messageUploads(user.userId)
                : LIMITS.uploads(user.userId),
            );
            continue;
          }
          if (!purpose) throw new Refusal('invalid', UPLOAD_MESSAGES.purpose, 'purpose');
          if (part.fieldname !== 'file') throw new Refusal('invalid', UPLOAD_MESSAGES.file, 'file');
          const spooled = await spoolFile(part.file, path.join(spoolDir, randomUUID()), UPLOAD_RULES[purpose]);
          try {
            const kept = await files.keepUpload(user.userId, spooled, {
              purpose,
              name: fileNameOf(part.filename, purpose, spooled.extension),
            });
            return await reply.code(201).send({ status: 201 as const, data: kept });
          } finally {
            await fs.rm(spooled.path, { force: true });
          }
        }
      } catch (error) {
        throw refusedMidBody(error);
      }
      throw new Refusal('invalid', purpose ? UPLOAD_MESSAGES.file : UPLOAD_MESSAGES.purpose);
    },
  });
};
