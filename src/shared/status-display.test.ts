import { describe, expect, it } from 'vitest';
import * as enums from './enums';
import { OVERDUE_MARKER, STATUS_DISPLAY, STATUS_TONES, STATUS_VALUES, statusLabel, statusTone, type StatusKind } from './status-display';
import englishCatalog from './i18n/catalogs/en/status.json';

const english: Record<string, string> = englishCatalog;

describe('the status table', () => {
  it('gives every status of every entity a label and a tone', () => {
    for (const kind of Object.keys(STATUS_VALUES) as StatusKind[]) {
      const rows = STATUS_DISPLAY[kind] as Record<string, { label: string; tone: string }>;
      for (const status of STATUS_VALUES[kind]) {
        expect(rows[status]?.label, `${kind}.${status}`).toMatch(/\S/);
        expect(STATUS_TONES, `${kind}.${status}`).toContain(rows[status]?.tone);
      }
      expect(Object.keys(rows).sort(), kind).toEqual([...STATUS_VALUES[kind]].sort());
    }
  });

  it("covers every status enumeration in enums.ts (a new entity's statuses need a row)", () => {
    const statusEnums = Object.entries(enums).filter(([name]) => name.endsWith('_STATUSES') && name !== 'STRIPE_CUSTOMER_STATUSES');
    const covered = Object.values(STATUS_VALUES) as readonly unknown[];
    for (const [name, values] of statusEnums) expect(covered, name).toContain(values);
  });

  it('keeps the decided tones (decision 0036): cancelled grey and on hold amber everywhere, open invoices Unpaid', () => {
    expect(statusTone('project', 'cancelled')).toBe('neutral');
    expect(statusTone('milestone', 'cancelled')).toBe('neutral');
    expect(statusTone('project', 'on_hold')).toBe('warning');
    expect(english[statusLabel('invoice', 'open')]).toBe('Unpaid');
    expect(english[statusLabel('task', 'in_progress')]).toBe('In Progress');
    // Approval and completion are separate (decision 0107): the approval has its own row, labelled apart from Completed.
    expect(english[statusLabel('approval', 'approved')]).toBe('Approved');
    expect(english[statusLabel('approval', 'pending')]).toBe('Awaiting approval');
  });

  it('hands out keys of the status catalog, every one with its English words', () => {
    for (const kind of Object.keys(STATUS_VALUES) as StatusKind[]) {
      for (const status of STATUS_VALUES[kind]) {
        const key = statusLabel(kind, status as never);
        expect(key, `${kind}.${status}`).toMatch(/^status\./);
        expect(english[key], key).toMatch(/\S/);
      }
    }
    expect(english[OVERDUE_MARKER.label]).toBe('Overdue');
  });
});
