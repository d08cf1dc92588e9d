/**
 * The benchmark's project conversations and shared files (decisions 0039, 0043), after the tasks exist. Messages: one
 * per task on average, one in ten on the busy project ('bench-project-200', the same one bench/dataset-time.ts loads
 * with time), a third of them internal notes. Files: one for every fifth task, attached to the task on its project,
 * and one in ten attached to a message of the busy project, so its Files tab pages through thousands. Only the rows
 * are made; no file bytes are stored (the lists never read them). Same shape, same data: every choice is a hash of
 * the row number.
 */
import type { Shape } from './dataset';

const uuidOf = (label: string, n: string) => `md5('${label}-' || (${n}))::uuid`;
const hash = (salt: string, mod: number) => `(abs(hashtext('${salt}' || g)) % ${mod})`;

const TOPICS = ['the staging link', 'the next release', 'the invoice', 'the design review', 'the test plan', 'the launch date'];
const FILES = ['brief.pdf', 'wireframes.png', 'notes.docx', 'export.csv', 'screenshot.png', 'contract.pdf'];
const pick = (values: readonly string[], salt: string) =>
  `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + ${hash(salt, values.length)}]`;

/** The busy project's number among the bench projects. */
const BUSY = 200;

export function collaborationStatements(shape: Shape, have: { tasks: number; projects: number }): string[] {
  const T = shape.tasks - have.tasks;
  const P = shape.projects - have.projects;
  const S = shape.staff;
  const messages = shape.tasks;
  // A project's messages: one in ten on the busy project, the rest spread over every project.
  const projectOf = `case when g % 10 = 0 then ${BUSY} else 1 + g % ${P} end`;
  return [
    `insert into project_messages (project_id, client_id, author_id, body, internal, created_at, updated_at)
     select ${uuidOf('bench-project', projectOf)}, p.client_id, ${uuidOf('bench-staff', `1 + ${hash('mau', S)}`)},
       'About ' || ${pick(TOPICS, 'mt')} || ' (' || g || ')', g % 3 = 0,
       now() - g * interval '2 minutes', now() - g * interval '2 minutes'
     from generate_series(1, ${messages}) g
     join projects p on p.id = ${uuidOf('bench-project', projectOf)}`,
    // Tasks with a project only (task g's project is 1 + g % P; a multiple of 20 has none).
    `insert into files (entity_type, entity_id, project_id, client_id, staff_only, name, size, content_type, storage_key, uploaded_by, created_at)
     select 'task', t.id, t.project_id, t.client_id, false, ${pick(FILES, 'fn')}, 1000 + ${hash('fs', 5_000_000)},
       'application/octet-stream', 'bench/task-' || g, ${uuidOf('bench-staff', `1 + ${hash('fu', S)}`)}, now() - g * interval '5 minutes'
     from generate_series(5, ${T}, 5) g
     join tasks t on t.id = ${uuidOf('bench-task', 'g')}
     where t.project_id is not null`,
    `insert into files (entity_type, entity_id, project_id, client_id, staff_only, name, size, content_type, storage_key, uploaded_by, created_at)
     select 'message', m.id, m.project_id, m.client_id, m.internal, ${pick(FILES, 'fm')}, 1000 + ${hash('fz', 5_000_000)},
       'application/octet-stream', 'bench/message-' || g, m.author_id, m.created_at
     from (select m.*, row_number() over (order by m.created_at desc, m.id) as g
           from project_messages m where m.project_id = ${uuidOf('bench-project', String(BUSY))}) m
     where g % 10 = 1`,
  ];
}
