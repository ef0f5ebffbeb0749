import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

import type { AppCall } from './app-caller';
import { registerReadTools } from './mcp.read-tools';
import type { Links } from './mcp.tool';
import { registerWriteTools } from './mcp.write-tools';

/** Every tool: each calls the app's own API as the caller. */
export function registerTools(server: McpServer, call: AppCall, links: Links) {
  registerReadTools(server, call, links);
  registerWriteTools(server, call, links);
}
