import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

import { AppRefusal, type AppCall } from './app-caller';

/** Where an answer points in the web app. */
export type Links = {
  activity: (id: number) => string;
  draft: (id: number) => string;
  plan: (id: number) => string;
  page: (path: string) => string;
};

type Result = { text?: string; data: unknown };

/** Registers one tool on the server; each tool calls the app's own API as the caller. */
export type ToolRegistration = (
  server: McpServer,
  call: AppCall,
  links: Links,
) => void;

export const id = z.number().int().positive();
// The shape only: the API behind each tool checks the day itself.
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-12-05');
export const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 14:30');

export const scheduled = z.object({
  activity_id: id,
  date: isoDateSchema.describe('YYYY-MM-DD, within the plan'),
  time: time.optional().describe('HH:MM, 24-hour, in Denver time'),
});

/** Registers one tool whose answer is JSON text; refusals come back as tool errors. */
export function define<S extends z.ZodRawShape>(
  server: McpServer,
  name: string,
  config: { title: string; description: string; write: boolean; input: S },
  run: (args: z.infer<z.ZodObject<S>>) => Promise<Result>,
) {
  server.registerTool(
    name,
    {
      title: config.title,
      description: config.description,
      inputSchema: config.input,
      annotations: { readOnlyHint: !config.write, openWorldHint: false },
    },
    // The SDK's callback type cannot follow a generic shape.
    (async (args: z.infer<z.ZodObject<S>>) => {
      try {
        const { text, data } = await run(args);
        const json = JSON.stringify(data, null, 2);
        return {
          content: [{ type: 'text', text: text ? `${text}\n\n${json}` : json }],
        };
      } catch (error) {
        if (!(error instanceof AppRefusal)) throw error;
        return {
          isError: true,
          content: [{ type: 'text', text: error.message }],
        };
      }
    }) as never,
  );
}

export type Draft = { id: number; days: string[]; title: string };
export type Plan = { id: number; title: string };

/** The row with its address in the web app. */
export const withLink = <T extends { id: number }>(
  row: T,
  link: (id: number) => string,
) => ({
  ...row,
  url: link(row.id),
});
