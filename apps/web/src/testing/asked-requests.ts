import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * A handler maker that answers `body` and notes each request it answers in
 * `asked` ('GET /api/weather?days=3'), so a test can say what a page asked
 * for before its code arrived.
 */
export function answerNoting(asked: string[]) {
  return (body: JsonBodyType) =>
    ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      asked.push(`${request.method} ${url.pathname}${url.search}`);
      return HttpResponse.json(body);
    };
}
