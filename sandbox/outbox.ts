/** The sandbox's outbox: every SMS, WhatsApp message and email it "sends" is stored here and shown at /outbox. */
import { desc } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { apiNow } from './clock.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/languages.js';

/**
 * The language a message to a person goes in (issue 51 §4): their saved one, else the one of the
 * pages they used when they asked for it (`asked`: the sign-in page's, the browser's), else English.
 */
export const recipientLanguage = (saved: string | null | undefined, asked?: string | null): Language => (isLanguage(saved) ? saved : isLanguage(asked) ? asked : DEFAULT_LANGUAGE);

export type OutboxMessage = {
  to: string;
  channel: 'sms' | 'whatsapp' | 'email';
  subject: string;
  body: string;
  code?: string;
  link?: string;
};

export function send(db: Db, message: OutboxMessage): void {
  db.insert(s.outbox)
    // Stamped by the API's clock, as every time it answers (issue 41 §4).
    .values({ ...message, code: message.code ?? null, link: message.link ?? null, createdAt: new Date(apiNow()).toISOString() })
    .run();
}

/** Newest first, as the JSON of `/outbox.json`. */
export function listOutbox(db: Db, limit = 200) {
  return db
    .select()
    .from(s.outbox)
    .orderBy(desc(s.outbox.id))
    .limit(limit)
    .all()
    .map((m) => ({ id: m.id, to: m.to, channel: m.channel, subject: m.subject, body: m.body, code: m.code, link: m.link, created_at: m.createdAt }));
}

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The outbox as a small HTML page, newest first. */
export function outboxHtml(db: Db): string {
  const rows = listOutbox(db)
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>${m.channel.toUpperCase()}</strong> to ${escapeHtml(m.to)} · <time>${escapeHtml(m.created_at)}</time></p>
<p>${escapeHtml(m.body)}</p>${m.code ? `<p>Code: <code>${escapeHtml(m.code)}</code></p>` : ''}${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox outbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}h2{font-size:1.1rem;margin:0}</style></head>
<body><h1>Sandbox outbox</h1><p>Every SMS and email the sandbox has sent, newest first. <a href="/outbox.json">JSON</a></p>${rows || '<p>No messages yet.</p>'}</body></html>`;
}
