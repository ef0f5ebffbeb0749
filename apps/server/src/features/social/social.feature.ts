import path from 'node:path';

import type { Config } from '../../config';
import { createJobQueue } from '../../lib/job-queue';
import { routePlugins, type FeatureDeps } from '../feature';
import type { NotificationsService } from '../notifications/notifications.service';

import { createFriendsRepository } from './friends.repository';
import { friendsRoutes } from './friends.routes';
import { createFriendsService } from './friends.service';
import { createPhotoLinks } from './photo-links';
import { createPhotoStore, type PhotoStore } from './photo-store';
import { createPostsRepository } from './posts.repository';
import { postsRoutes } from './posts.routes';
import { createPostsService } from './posts.service';
import { createS3PhotoStore } from './s3-photo-store';

/**
 * Post and place photos: files under DATA_DIR/uploads, or the S3 bucket when
 * configured. Chosen once by the composition root and lent to places and
 * account deletion.
 */
export function photoStoreFromConfig(config: Config): PhotoStore {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } =
    config;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3PhotoStore({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
  }
  return createPhotoStore(path.resolve(config.DATA_DIR, 'uploads'));
}

/**
 * Decoding a photo takes memory and a core: two at once per process, one at
 * once per user, and a bounded line behind them (past it, 503).
 */
const PHOTO_JOBS = { concurrency: 2, perKey: 1, maxWaiting: 32 };

/** Friends, blocks and the activity feed with its photos. */
export function createSocialFeature(
  deps: FeatureDeps & {
    signingSecret: string;
    notifications: NotificationsService;
    photos: PhotoStore;
  },
) {
  const { db, auth, notifications } = deps;
  const friends = createFriendsService({
    db,
    repository: createFriendsRepository(),
    notifications,
  });
  const posts = createPostsService({
    db,
    repository: createPostsRepository(),
    store: deps.photos,
    links: createPhotoLinks(deps.signingSecret),
    notifications,
  });
  return {
    friends,
    posts,
    routes: routePlugins(
      friendsRoutes({ auth, friends }),
      postsRoutes({
        auth,
        posts,
        photoJobs: createJobQueue(PHOTO_JOBS),
        uploadsPerMinute: deps.config.UPLOAD_RATE_LIMIT,
      }),
    ),
  };
}
