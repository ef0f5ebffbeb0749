import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { PhotoVariant, ProcessedPhoto } from './photo-processing';

const UUID = /^[0-9a-f-]{36}$/;

/** Where post photos live: files under DATA_DIR, or an S3-compatible bucket. */
export type PhotoStore = {
  save(id: string, photo: ProcessedPhoto): Promise<void>;
  /** The file's bytes, or undefined when it is gone. */
  read(id: string, variant: PhotoVariant): Promise<Buffer | undefined>;
  remove(ids: string[]): Promise<void>;
};

/** Post photos as files under one directory: `<id>-<variant>.webp`. */
export function createPhotoStore(dir: string): PhotoStore {
  const fileFor = (id: string, variant: PhotoVariant) => {
    if (!UUID.test(id)) throw new Error('Invalid photo id');
    return path.join(dir, `${id}-${variant}.webp`);
  };
  return {
    async save(id: string, photo: ProcessedPhoto) {
      await mkdir(dir, { recursive: true });
      await Promise.all([
        writeFile(fileFor(id, 'large'), photo.large),
        writeFile(fileFor(id, 'thumb'), photo.thumb),
      ]);
    },
    async read(id: string, variant: PhotoVariant) {
      try {
        return await readFile(fileFor(id, variant));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          return undefined;
        throw error;
      }
    },
    async remove(ids: string[]) {
      await Promise.all(
        ids.flatMap((id) => [
          rm(fileFor(id, 'large'), { force: true }),
          rm(fileFor(id, 'thumb'), { force: true }),
        ]),
      );
    },
  };
}
