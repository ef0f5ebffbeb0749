import {
  createPostInputSchema,
  POST_MAX_PHOTOS,
  POST_PHOTO_MAX_BYTES,
} from '@app/shared/social';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import { AppError } from '../../errors';
import { QueueFullError, type JobQueue } from '../../lib/job-queue';
import { currentUserId } from '../../plugins/auth';
import { assertSafeText } from '../../plugins/request-hardening';

import {
  checkDeclaredPixels,
  hasImageSignature,
  notAnImage,
  processPhoto,
  type ProcessedPhoto,
} from './photo-processing';
import type { NewPost } from './posts.service';

const TOO_MANY = `A post can have at most ${POST_MAX_PHOTOS} photos`;
const TOO_LARGE = `Each photo must be ${POST_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller`;
const BUSY =
  'Many photos are being processed right now. Please try again in a minute.';
/** Enough of a file's start for its signature and, for most formats, its header. */
const HEAD_BYTES = 64 * 1024;

/** Busboy stops at `files`, so one extra lets us tell "a sixth photo" apart. */
export const MULTIPART_LIMITS = {
  fileSize: POST_PHOTO_MAX_BYTES,
  files: POST_MAX_PHOTOS + 1,
  fields: 20,
  fieldSize: 20_000,
  parts: 30,
};

function multipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return AppError.badRequest(TOO_MANY);
  if (error instanceof AppError) return error;
  // Anything else the parser throws (no boundary, a truncated body) is the sender's.
  return AppError.badRequest('The upload could not be read');
}

async function checkHead(head: Buffer) {
  if (!hasImageSignature(head)) throw notAnImage();
  await checkDeclaredPixels(head);
}

/**
 * One photo part into memory, refused as soon as it gives itself away: junk
 * at its first bytes, an oversized declared image at its header, a part over
 * the size limit at the chunk that crosses it. Throwing stops reading the
 * request there.
 */
async function readPhoto(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let headChecked = false;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (part.file.truncated) throw new AppError(413, TOO_LARGE);
    chunks.push(chunk);
    size += chunk.length;
    if (!headChecked && size >= HEAD_BYTES) {
      await checkHead(Buffer.concat(chunks));
      headChecked = true;
    }
  }
  if (part.file.truncated) throw new AppError(413, TOO_LARGE);
  const data = Buffer.concat(chunks);
  if (!headChecked) await checkHead(data);
  return data;
}

/** Each photo is processed as it arrives, so a request holds one raw file at a time. */
async function readMultipart(
  request: FastifyRequest,
  process: (photo: Buffer) => Promise<ProcessedPhoto>,
) {
  const fields: Record<string, string> = {};
  const photos: ProcessedPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') {
          throw AppError.badRequest('Photos must be sent as "photos" parts');
        }
        if (photos.length >= POST_MAX_PHOTOS)
          throw AppError.badRequest(TOO_MANY);
        photos.push(await process(await readPhoto(part)));
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  assertSafeText(fields);
  return { fields, photos };
}

/**
 * The create-post request, as JSON or as multipart with up to 5 photo files,
 * each decoded in `jobs`: a few at once per process, one at once per user.
 */
export async function readNewPost(
  request: FastifyRequest,
  jobs: JobQueue,
): Promise<NewPost> {
  const userId = currentUserId(request);
  const processQueued = (photo: Buffer) =>
    jobs
      .run(userId, () => processPhoto(photo))
      .catch((error: unknown) => {
        throw error instanceof QueueFullError
          ? AppError.unavailable(BUSY)
          : error;
      });
  const { fields, photos } = request.isMultipart()
    ? await readMultipart(request, processQueued)
    : { fields: request.body, photos: [] as ProcessedPhoto[] };
  const parsed = createPostInputSchema.safeParse(fields ?? {});
  if (!parsed.success) {
    throw AppError.unprocessable(
      parsed.error.issues.map((issue) => ({
        loc: ['body', ...issue.path.map(String)],
        msg: issue.message,
        type: issue.code,
      })),
    );
  }
  const input = parsed.data;
  return {
    title: input.title,
    description: input.description,
    privacyLevel: input.privacy_level,
    postType: input.post_type,
    completionDate: input.completion_date || null,
    allowComments: input.allow_comments,
    photos,
  };
}
