import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export async function storeInOutbox(
  db: Db,
  message: { to: string; subject: string; text: string },
) {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    body: message.text,
  });
}
