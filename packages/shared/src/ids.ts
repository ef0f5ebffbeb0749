import { z } from 'zod';

/** Every table's key is a PostgreSQL `serial`: a positive 32-bit integer. */
export const MAX_ID = 2_147_483_647;

const OUT_OF_RANGE = 'Id is out of range';

/** A row id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID, OUT_OF_RANGE);

/** A row id from a path, a query string or a body that may send it as text. */
export const idParamSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_ID, OUT_OF_RANGE);
