import { config } from 'zod';

// Zod probes `new Function` to compile its object parsers, when the first
// object schema is built; the CSP refuses eval, and browsers report even a
// caught refusal as a policy violation. Imported before any schema module.
config({ jitless: true });
