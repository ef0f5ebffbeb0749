import type { FriendsOverview, Person } from '@app/shared/social';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { NotificationsService } from '../notifications/notifications.service';

import type { FriendsRepository } from './friends.repository';
import { displayNameOf, toPublicUser } from './people-wire';
import type { PersonRow } from './people.sql';

const userNotFound = () => AppError.notFound('User not found');
const requestNotFound = () => AppError.notFound('Friend request not found');

type RequestRow = { id: number; createdAt: Date; user: PersonRow };
const toWireRequest = (row: RequestRow) => ({
  id: row.id,
  user: toPublicUser(row.user),
  created_at: row.createdAt.toISOString(),
});

export function createFriendsService(deps: {
  db: Db;
  repository: FriendsRepository;
  notifications: NotificationsService;
}) {
  const { db, repository, notifications } = deps;

  const nameOf = (userId: number) => displayNameOf(repository, db, userId);
  /** An answered request leaves nothing to act on in the bell. */
  const settleRequestFrom = (requesterId: number, addresseeId: number) =>
    notifications.markRead(addresseeId, {
      type: 'friend_request',
      senderId: requesterId,
    });
  const notifyAccepted = async (requesterId: number, accepterId: number) =>
    notifications.notify({
      userId: requesterId,
      type: 'friend_accepted',
      title: 'Friend request accepted',
      message: `${await nameOf(accepterId)} accepted your friend request.`,
      actionUrl: '/friends',
      senderId: accepterId,
    });

  /** The other user, unless missing, oneself, or blocked either way (all 404 so a block is not revealed). */
  async function reachableUser(me: number, userId: number) {
    if (userId === me) throw AppError.badRequest('That is your own account');
    const user = await repository.findUser(db, userId);
    if (!user || (await repository.isBlockedEitherWay(db, me, userId))) {
      throw userNotFound();
    }
    return user;
  }

  return {
    async search(me: number, text: string, limit: number): Promise<Person[]> {
      const rows = await repository.search(db, me, text, limit);
      return rows.map((row) => ({
        ...toPublicUser(row),
        relation: row.relation as Person['relation'],
      }));
    },

    async overview(me: number): Promise<FriendsOverview> {
      const [friends, incoming, outgoing, blocked] = await Promise.all([
        repository.friends(db, me),
        repository.requests(db, me, 'incoming'),
        repository.requests(db, me, 'outgoing'),
        repository.blocked(db, me),
      ]);
      return {
        friends: friends.map(toPublicUser),
        incoming: incoming.map(toWireRequest),
        outgoing: outgoing.map(toWireRequest),
        blocked: blocked.map(toPublicUser),
      };
    },

    /**
     * Sends a request; when the other person already asked us, this accepts
     * theirs instead. 409 when already friends or already requested.
     */
    async request(me: number, userId: number) {
      await reachableUser(me, userId);
      const result = await db.transaction(async (tx) => {
        if (await repository.areFriends(tx, me, userId)) {
          throw AppError.conflict('You are already friends');
        }
        const theirs = await repository.findRequestBetween(tx, userId, me);
        if (theirs) {
          await repository.insertFriendship(tx, me, userId);
          await repository.deleteRequest(tx, theirs.id);
          return { status: 'accepted' as const, requestId: theirs.id };
        }
        const created = await repository.insertRequest(tx, me, userId);
        if (!created) throw AppError.conflict('Friend request already sent');
        return { status: 'sent' as const, requestId: created.id };
      });
      if (result.status === 'accepted') {
        await settleRequestFrom(userId, me);
        await notifyAccepted(userId, me);
      } else {
        await notifications.notify({
          userId,
          type: 'friend_request',
          title: 'New friend request',
          message: `${await nameOf(me)} wants to be your friend.`,
          priority: 'high',
          actionUrl: '/friends',
          senderId: me,
        });
      }
      return result;
    },

    /** Accepts a request sent to `me` and tells the sender. */
    async accept(me: number, requestId: number) {
      const requesterId = await db.transaction(async (tx) => {
        const request = await repository.findRequest(tx, requestId);
        if (!request || request.toUserId !== me) throw requestNotFound();
        await repository.insertFriendship(tx, me, request.fromUserId);
        await repository.deleteRequest(tx, request.id);
        return request.fromUserId;
      });
      await settleRequestFrom(requesterId, me);
      await notifyAccepted(requesterId, me);
    },

    /**
     * Declines (addressee) or withdraws (sender) a request. A declined
     * request's notification is answered, so read; a withdrawn one announced
     * a request that no longer exists, so it goes.
     */
    async removeRequest(me: number, requestId: number) {
      const request = await repository.findRequest(db, requestId);
      if (!request || (request.toUserId !== me && request.fromUserId !== me)) {
        throw requestNotFound();
      }
      await repository.deleteRequest(db, request.id);
      if (request.fromUserId === me) {
        await notifications.retract(request.toUserId, {
          type: 'friend_request',
          senderId: me,
        });
      } else {
        await settleRequestFrom(request.fromUserId, request.toUserId);
      }
    },

    async unfriend(me: number, userId: number) {
      if (!(await repository.deleteFriendship(db, me, userId))) {
        throw AppError.notFound('You are not friends with this user');
      }
    },

    /**
     * Blocking ends the friendship and any pending request, both ways; anyone
     * can be blocked, not only friends (a stranger re-sending requests). The
     * removed requests' notifications go too: each announced a request that
     * no longer exists, and the blocker's would keep pointing at it.
     */
    async block(me: number, userId: number) {
      if (userId === me) throw AppError.badRequest('That is your own account');
      if (!(await repository.findUser(db, userId))) throw userNotFound();
      await db.transaction(async (tx) => {
        await repository.insertBlock(tx, me, userId);
        await repository.deleteFriendship(tx, me, userId);
        await repository.deleteRequestsBetween(tx, me, userId);
      });
      await notifications.retract(me, {
        type: 'friend_request',
        senderId: userId,
      });
      await notifications.retract(userId, {
        type: 'friend_request',
        senderId: me,
      });
    },

    async unblock(me: number, userId: number) {
      if (!(await repository.deleteBlock(db, me, userId))) {
        throw AppError.notFound('This user is not blocked');
      }
    },

    /** `dbOrTx`: so a caller's transaction sees (and holds) what it asks about. */
    areFriends: (a: number, b: number, dbOrTx: DbOrTx = db) =>
      repository.areFriends(dbOrTx, a, b),
    isBlockedEitherWay: (a: number, b: number, dbOrTx: DbOrTx = db) =>
      repository.isBlockedEitherWay(dbOrTx, a, b),
    findUser: (id: number, dbOrTx: DbOrTx = db) =>
      repository.findUser(dbOrTx, id),
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
