/**
 * "Download PDFs" on the Invoices workspace: the chosen invoices' PDFs in one ZIP, each rendered as its own download
 * and its e-mail render it (the renderer is billing's, handed in by the app: features do not import each other).
 * PDFs are compressed already, so the ZIP only stores them.
 */
import { zipSync } from 'fflate';
import { inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { invoices } from '@server/db/schema';
import { notFound } from '@server/errors';
import type { AttachmentRenderer } from '@server/jobs/mail-jobs';

export async function invoicePdfsZip(db: Db, render: AttachmentRenderer, ids: string[]): Promise<Uint8Array> {
  const found = await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.id, ids));
  if (found.length !== new Set(ids).size) throw notFound('errors.notFound.invoice');
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  // One at a time: a render takes a core for a moment, and a request should not take both.
  for (const { id } of found) {
    const pdf = await render({ kind: 'invoice', id });
    files[pdf.filename] = [pdf.content, { level: 0 }];
  }
  return zipSync(files);
}
