import { http, HttpResponse } from 'msw';

/** A friends overview with nobody in it: no friends, requests or blocks. */
export const noFriends = () =>
  http.get('*/api/social/friends', () =>
    HttpResponse.json({ friends: [], incoming: [], outgoing: [], blocked: [] }),
  );
