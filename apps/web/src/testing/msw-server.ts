import { setupServer } from 'msw/node';

/** Tests add their handlers with server.use(...); unhandled requests fail. */
export const server = setupServer();
