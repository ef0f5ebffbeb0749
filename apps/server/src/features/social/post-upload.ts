import {
  createPostInputSchema,
  POST_MAX_PHOTOS,
  POST_PHOTO_MAX_BYTES,
} from '@app/shared/social';
import type { FastifyRequest } from 'fastify';

import { AppError } from '../../errors';
import { assertSafeText } from '../../plugins/request-hardening';

import { processPhoto, type ProcessedPhoto } from './photo-processing';
import type { NewPost } from './posts.service';

const TOO_MANY = `A post can have at most ${POST_MAX_PHOTOS} photos`;
const TOO_LARGE = `Each photo must be ${POST_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller`;

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

async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') {
          throw AppError.badRequest('Photos must be sent as "photos" parts');
        }
        if (files.length >= POST_MAX_PHOTOS)
          throw AppError.badRequest(TOO_MANY);
        files.push(await part.toBuffer());
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  assertSafeText(fields);
  return { fields, files };
}

/** The create-post request, as JSON or as multipart with up to 5 photo files. */
export async function readNewPost(request: FastifyRequest): Promise<NewPost> {
  const { fields, files } = request.isMultipart()
    ? await readMultipart(request)
    : { fields: request.body, files: [] as Buffer[] };
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
  const photos: ProcessedPhoto[] = [];
  for (const file of files) photos.push(await processPhoto(file));
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
