/**
 * Receipts (docs/decisions/0116-expenses-api.md): files attached to an expense through the shared files routes, by
 * whoever may change the expense; staff-only always, since a receipt shows what the agency paid and to whom.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { download, PDF, PNG, upload } from '../files/files-helpers';
import { act, cookies, devProject, get, invoiceExpense, logged, one, rows, setUpExpenses, t } from './expenses-helpers';

setUpExpenses();

describe('receipts', () => {
  it('the developer attaches a photo and a PDF to their expense; the manager reads them; no client ever does', async () => {
    const id = await logged('developer', { description: 'Taxi to the workshop' });
    const photo = await upload(t, cookies.developer, { type: 'expense', id }, PNG, 'receipt.png', 'image/png');
    expect(photo.status).toBe(201);
    expect(photo.json).toMatchObject({
      entityType: 'expense',
      entityId: id,
      staffOnly: true,
      attachedTo: { label: 'Receipt: Taxi to the workshop' },
    });
    expect((await upload(t, cookies.developer, { type: 'expense', id }, PDF, 'receipt.pdf', 'application/pdf')).status).toBe(201);
    expect((await get('developer', id)).json.receiptCount).toBe(2);

    const listed = await t.request(`/api/files?entityType=expense&entityId=${id}`, { cookie: cookies.manager });
    expect(listed.json.items.map((f: { name: string }) => f.name).sort()).toEqual(['receipt.pdf', 'receipt.png']);
    expect((await download(t, cookies.manager, photo.json.id)).bytes.equals(PNG)).toBe(true);
    // Another member of the staff does not see the expense, nor its receipts.
    expect((await t.request(`/api/files?entityType=expense&entityId=${id}`, { cookie: cookies.designer })).status).toBe(404);
    expect((await download(t, cookies.designer, photo.json.id)).status).toBe(404);

    // Billed to the client, the expense is theirs to read; its receipts never are.
    await act('developer', id, 'submit');
    await act('manager', id, 'approve');
    const invoiceId = await invoiceExpense(id, 'draft');
    await rows(sql`update invoices set status = 'open' where id = ${invoiceId}`);
    expect((await get('client_primary', id)).status).toBe(200);
    expect((await t.request(`/api/files?entityType=expense&entityId=${id}`, { cookie: cookies.client_primary })).status).toBe(404);
    expect((await download(t, cookies.client_primary, photo.json.id)).status).toBe(404);
    const projectFiles = await t.request(`/api/projects/${devProject.id}/files?pageSize=100`, { cookie: cookies.client_primary });
    expect(projectFiles.json.items.some((f: { entityType: string }) => f.entityType === 'expense')).toBe(false);
    // An invoiced expense takes no new receipt.
    expect((await upload(t, cookies.manager, { type: 'expense', id }, PNG)).status).toBe(403);
  });

  it('a submitted expense takes no receipt from its author; deleting an expense removes its receipts', async () => {
    const id = await logged('developer');
    await upload(t, cookies.developer, { type: 'expense', id }, PNG);
    await act('developer', id, 'submit');
    expect((await upload(t, cookies.developer, { type: 'expense', id }, PNG)).status).toBe(403);
    expect((await t.request(`/api/expenses/${id}`, { method: 'DELETE', cookie: cookies.manager })).status).toBe(204);
    const left = await one<{ n: number }>(sql`select count(*)::int as n from files where entity_type = 'expense' and entity_id = ${id}`);
    expect(left.n).toBe(0);
  });
});
