import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import type { Db } from '../../db/client';

import { storeInOutbox } from './mail-outbox.repository';

type MailMessage = { to: string; subject: string; text: string };

/** Sends transactional mail (password resets). */
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => Promise<void>;
};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: async () => transport.close(),
  };
}

/**
 * Without SMTP the mail is written to the server log and kept in the
 * mail_outbox table, so an operator can still hand a reset link over.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    send: async (message) => {
      await storeInOutbox(db, message);
      log.info(
        {
          mail: {
            to: message.to,
            subject: message.subject,
            text: message.text,
          },
        },
        'mail stored in outbox (SMTP_URL not set)',
      );
    },
    close: async () => {},
  };
}
