import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers on one path. */
type FakeReply = {
  status?: number;
  body: string;
  type?: string;
  /** Holds the answer back this long, to test timeouts. */
  delayMs?: number;
};

/**
 * A schedule service on 127.0.0.1 serving recorded answers, so provider
 * tests never reach the internet. Paths it was not given answer 404.
 */
export async function startFakeScheduleServer() {
  const replies = new Map<string, FakeReply>();
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const reply = replies.get(url.pathname);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(reply?.status ?? (reply ? 200 : 404), {
        'content-type': reply?.type ?? 'application/json',
      });
      res.end(reply?.body ?? '{"message":"Not Found"}');
    };
    if (reply?.delayMs) setTimeout(send, reply.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (path: string, reply: FakeReply) => replies.set(path, reply),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
