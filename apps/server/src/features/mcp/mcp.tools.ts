import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

import type { AppCall } from './app-caller';
import { readTools } from './mcp.read-tools';
import type { Links } from './mcp.tool';
import { writeTools } from './mcp.write-tools';

/** Every tool: each calls the app's own API as the caller. */
export function registerTools(server: McpServer, call: AppCall, links: Links) {
  for (const register of [...readTools, ...writeTools])
    register(server, call, links);
}
