import type { FastifyInstance } from 'fastify';

/** The address an app listens on, starting it on a free port the first time. */
export async function addressOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) {
    return app.listen({ port: 0, host: '127.0.0.1' });
  }
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/**
 * Opens `GET /api/notifications/stream` and waits for its `ready` event.
 * `ended` settles when the server ends the stream.
 */
export async function openNotificationStream(
  app: FastifyInstance,
  headers: Record<string, string>,
) {
  const controller = new AbortController();
  const res = await fetch(`${await addressOf(app)}/api/notifications/stream`, {
    headers,
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const reader = res.body!.getReader();
  await reader.read();
  const ended = (async () => {
    while (!(await reader.read()).done);
  })().catch(() => undefined);
  return {
    ended,
    /** Resolves true if the stream ends within `ms`, false otherwise. */
    endsWithin: (ms: number) =>
      Promise.race([
        ended.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(resolve, ms, false)),
      ]),
    close: () => controller.abort(),
  };
}
