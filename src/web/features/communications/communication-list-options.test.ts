import { describe, expect, it } from 'vitest';
import { CommunicationListQuery } from '@shared/schemas/communications';
import { readListState } from '../../lib/list-state';
import { COMMUNICATION_LIST_OPTIONS, communicationQuery } from './communication-list-options';

const read = (query: string) => readListState(CommunicationListQuery, new URLSearchParams(query), COMMUNICATION_LIST_OPTIONS);

describe('the communication list query', () => {
  it("sends the browser's offset with date filters only, never the address's", () => {
    const winter = new Date(2026, 0, 15);
    expect(communicationQuery(read('tzOffset=300&type=call'), {}, winter)).toBe('type=call');
    expect(communicationQuery(read('dateTo=2026-01-31&q=x'), { pageSize: 20 }, winter)).toBe(
      `pageSize=20&q=x&dateTo=2026-01-31${winter.getTimezoneOffset() === 0 ? '' : `&tzOffset=${winter.getTimezoneOffset()}`}`,
    );
  });
});
