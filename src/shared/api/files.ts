/** Shared files on tasks, comments, milestones, project messages and client requests (docs/product.md, Shared files). */
import { FILE_FIELD, FILE_TYPES_ACCEPTED, FileDto, FileList, ProjectFilesQuery, RecordFiles, RecordFilesQuery } from '../schemas/files';
import { EMPTY, endpoint, fileOf } from './endpoint';

const tag = 'Files';

const SCOPE =
  'The record must be one the caller can see (else 404); files of staff-only records (internal notes) are never shown to client users.';

export const filesApi = {
  upload: endpoint({
    method: 'post',
    path: '/files',
    tag,
    summary: 'Share a file on a record',
    description:
      `Multipart form data with the file in the field \`${FILE_FIELD}\`; \`entityType\` and \`entityId\` name the record. ` +
      "At most 25 MB (413 past it, nothing kept). The type is read from the file's first bytes and the name's extension must " +
      `agree with it: ${FILE_TYPES_ACCEPTED} are accepted; anything else (programs, scripts, HTML, SVG, text holding markup) answers 415. ` +
      `Tasks take files from whoever sees them, comments from their author, milestones from managers (403 otherwise). ${SCOPE}`,
    access: 'files.upload',
    query: RecordFilesQuery,
    upload: FILE_FIELD,
    reply: FileDto,
    status: 201,
  }),
  listForRecord: endpoint({
    method: 'get',
    path: '/files',
    tag,
    summary: "List a record's files",
    description: `Newest first, with \`canAttach\`: whether the caller may add files to the record. ${SCOPE}`,
    access: 'files.view',
    query: RecordFilesQuery,
    reply: RecordFiles,
  }),
  listForProject: endpoint({
    method: 'get',
    path: '/projects/{id}/files',
    tag,
    summary: "List a project's files",
    description: `Every file shared on the project's records that the caller may see, newest first, paged; \`q\` searches the names. ${SCOPE}`,
    access: 'files.view',
    query: ProjectFilesQuery,
    reply: FileList,
  }),
  download: endpoint({
    method: 'get',
    path: '/files/{id}/download',
    tag,
    summary: 'Download a file',
    description: `Always as an attachment, with the type found at upload. ${SCOPE}`,
    access: 'files.view',
    reply: fileOf('*/*', 'The file as uploaded, with its own media type in `Content-Type` and its name in `Content-Disposition`.'),
  }),
  remove: endpoint({
    method: 'delete',
    path: '/files/{id}',
    tag,
    summary: 'Remove a file',
    description: `By the person who shared it, or a manager (403 otherwise). The stored copy is removed by a background job. ${SCOPE}`,
    access: 'files.view',
    reply: EMPTY,
  }),
};
