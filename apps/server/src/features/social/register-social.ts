import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthHooks } from '../../plugins/auth';
import type { NotificationsService } from '../notifications/notifications.service';

import { createFriendsRepository } from './friends.repository';
import { friendsRoutes } from './friends.routes';
import { createFriendsService } from './friends.service';
import { createPhotoLinks } from './photo-links';
import { createPhotoStore } from './photo-store';
import { createPostsRepository } from './posts.repository';
import { postsRoutes } from './posts.routes';
import { createPostsService } from './posts.service';

/** Friends, blocks and the activity feed with its photos. */
export async function registerSocial(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    auth: AuthHooks;
    signingSecret: string;
    notifications: NotificationsService;
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
    store: createPhotoStore(path.resolve(deps.config.DATA_DIR, 'uploads')),
    links: createPhotoLinks(deps.signingSecret),
    notifications,
  });
  await app.register(friendsRoutes({ auth, friends }));
  await app.register(postsRoutes({ auth, posts }));
  return { friends, posts };
}
