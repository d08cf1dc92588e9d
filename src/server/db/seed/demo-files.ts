/**
 * The demo's shared files (decision 0039): a design mock-up (PNG) and a project brief (PDF) on the first task and the
 * first milestone of the first project (active first) of every company with portal users, shared by its manager. The
 * rows are seeded with the rest of the demo; their bytes are made here (no binary files in the repository) and written
 * to the file store at start-up, by `writeDemoFileObjects`, wherever they are missing.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FileStore } from '../../files';
import type { Db } from '../client';
import { queryRows } from '../client';
import type { Tx } from '../transaction';
import { pngOf } from './demo-png';

/** Demo objects' keys start with this, so start-up knows which missing objects it may make. */
const DEMO_KEY_PREFIX = 'demo-file-';

const FILES = [
  { entity: 'task', name: 'home-page-mockup.png', contentType: 'image/png', hoursAgo: 30 },
  { entity: 'milestone', name: 'project-brief.pdf', contentType: 'application/pdf', hoursAgo: 72 },
] as const;

export async function seedDemoFiles(tx: Tx): Promise<void> {
  for (const file of FILES) {
    const bytes = demoBytes(file.name);
    const record =
      file.entity === 'task'
        ? sql`(select t.id from tasks t where t.project_id = p.id order by t.created_at, t.id limit 1)`
        : sql`(select m.id from milestones m where m.project_id = p.id order by m.order_index, m.id limit 1)`;
    const uploader = sql`coalesce(p.project_manager_id, (select u.id from users u where u.role = 'manager' order by u.email limit 1))`;
    const at = sql`now() - make_interval(hours => ${file.hoursAgo})`;
    await tx.execute(sql`
      insert into files (entity_type, entity_id, project_id, client_id, name, size, content_type, storage_key, uploaded_by, created_at)
      select ${file.entity}, ${record}, p.id, c.id, ${file.name}, ${bytes.length}, ${file.contentType},
             ${DEMO_KEY_PREFIX} || gen_random_uuid()::text, ${uploader}, ${at}
      from clients c
      join lateral (select * from projects p where p.client_id = c.id order by (p.status = 'active') desc, p.created_at, p.id limit 1) p on true
      where exists (select 1 from users u where u.client_id = c.id) and ${record} is not null`);
  }
}

/** Writes the bytes of every demo file whose object is not in the store (a fresh data folder, a new bucket). */
export async function writeDemoFileObjects(db: Db, store: FileStore): Promise<number> {
  const rows = await queryRows<{ storage_key: string; name: string }>(
    db,
    sql`select storage_key, name from files where storage_key like ${`${DEMO_KEY_PREFIX}%`}`,
  );
  let written = 0;
  for (const row of rows) {
    const existing = await store.get(row.storage_key);
    if (existing) {
      existing.stream.destroy();
      continue;
    }
    await store.put(row.storage_key, Readable.from([demoBytes(row.name)]));
    written++;
  }
  return written;
}

export function demoBytes(name: string): Buffer {
  return name.endsWith('.png') ? mockupPng() : briefPdf();
}

/** A 160x100 picture: a header bar over a soft gradient, like a page mock-up. */
function mockupPng(): Buffer {
  const [width, height] = [160, 100];
  return pngOf(width, height, (x, y) =>
    y < 16 ? [37, 99, 235] : [230 - Math.round((y / height) * 40), 236 - Math.round((x / width) * 30), 245],
  );
}

/** A one-page PDF that says what the brief is. */
function briefPdf(): Buffer {
  const text = 'BT /F1 18 Tf 72 720 Td (Project brief) Tj 0 -28 Td /F1 12 Tf (Goals, audience and the first milestones.) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
