/** Splits server-sent-event text into complete event names; the rest waits for more data. */
export function parseEvents(buffer: string): {
  events: string[];
  rest: string;
} {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .map((block) => /^event: (.+)$/m.exec(block)?.[1]?.trim())
    .filter((name): name is string => Boolean(name));
  return { events, rest };
}
