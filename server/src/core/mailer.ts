import { randomUUID } from "node:crypto";
import { Router, type NextFunction, type Request, type Response } from "express";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "./database.js";
import type { Logger } from "./logger.js";

/** One message Hearth sends (password reset links, family invitations). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'outbox' keeps messages in the database for /dev/outbox. */
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery through an SMTP server (nodemailer). */
export class SmtpMailer implements Mailer {
  readonly kind = "smtp" as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export interface OutboxEntry {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/**
 * The embedded stand-in for SMTP: messages are kept in the `mail_outbox` table (they survive a
 * restart and every instance sees them), their links are printed to the server log for whoever runs
 * it, and with DEV_MAIL_OUTBOX=1 they are listed at /dev/outbox to loopback callers.
 */
export class OutboxMailer implements Mailer {
  readonly kind = "outbox" as const;

  constructor(
    private readonly db: Database,
    private readonly from: string,
    private readonly clock: () => Date,
    private readonly logger?: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .em()
      .execute(
        "insert into mail_outbox (id, sender, recipient, subject, text_body, html_body, created_at) values (?, ?, ?, ?, ?, ?, ?)",
        [randomUUID(), this.from, message.to, message.subject, message.text, message.html ?? null, this.clock()],
      );
    // The operator's terminal is the one place a family without a mail server can read these links.
    const links = message.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
    this.logger?.info({ to: message.to, subject: message.subject, links }, "mail kept in the local outbox (no SMTP_URL)");
  }

  /** Newest first. */
  async list(limit = 50): Promise<OutboxEntry[]> {
    const rows = await this.db
      .em()
      .execute<
        { id: string; sender: string; recipient: string; subject: string; text_body: string; html_body: string | null; created_at: Date | string }[]
      >("select * from mail_outbox order by created_at desc, id desc limit ?", [limit]);
    return rows.map((row) => ({
      id: row.id,
      from: row.sender,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  async close(): Promise<void> {}
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Database;
  logger: Logger;
  clock: () => Date;
  production: boolean;
}): Mailer {
  if (options.smtpUrl) return new SmtpMailer(options.smtpUrl, options.from);
  if (options.production) {
    options.logger.warn("SMTP_URL is not set: mail is kept in the mail_outbox table and not delivered");
  }
  return new OutboxMailer(options.db, options.from, options.clock, options.logger);
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  return plain === "::1" || /^127\.\d+\.\d+\.\d+$/.test(plain);
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Plain text with its http(s) links made clickable (everything else escaped). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * GET /dev/outbox (a page) and /dev/outbox.json: the local outbox, for trying Hearth without a mail
 * server. Mounted only with DEV_MAIL_OUTBOX=1 outside production.
 */
export function outboxRoutes(outbox: OutboxMailer): Router {
  const router = Router();
  // Loopback only, judged both by the socket and by the client address a trusted local proxy reports,
  // so a reverse proxy on this machine does not open it to the network. Others see no such page.
  const loopbackOnly = (req: Request, res: Response, next: NextFunction) => {
    if (isLoopback(req.socket.remoteAddress) && isLoopback(req.ip)) return next();
    res.status(404).type("text/plain").send("Not found");
  };
  router.get("/dev/outbox.json", loopbackOnly, async (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await outbox.list());
  });
  router.get("/dev/outbox", loopbackOnly, async (_req, res) => {
    const messages = await outbox.list();
    const items = messages
      .map(
        (m) => `<article class="mail">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · from ${escapeHtml(m.from)} · <time datetime="${m.createdAt}">${escapeHtml(new Date(m.createdAt).toUTCString())}</time></p>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join("\n");
    res.set("Cache-Control", "no-store");
    res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.type("html").send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Hearth (development)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #1f2933; }
  .mail { border: 1px solid #d9dee3; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  .mail h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #52606d; margin: 0 0 .75rem; font-size: .9rem; }
  pre { white-space: pre-wrap; font: inherit; margin: 0; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Mail Hearth would have sent. No mail server is configured (set <code>SMTP_URL</code> to deliver it); this page exists only outside production.</p>
${items || "<p>No messages yet.</p>"}
</body>
</html>`);
  });
  return router;
}
