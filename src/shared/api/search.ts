/** Global search (Ctrl/Cmd-K). */
import { SearchQuery, SearchResponse } from '../schemas/search';
import { endpoint } from './endpoint';

export const searchApi = {
  search: endpoint({
    method: 'get',
    path: '/search',
    tag: 'Search',
    summary: 'Search everything you may see',
    description: 'Clients, projects, tasks, communications, leads and users, a few of each, only the kinds and records the caller may see.',
    access: 'signed-in',
    query: SearchQuery,
    reply: SearchResponse,
  }),
};
