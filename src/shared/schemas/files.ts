/** Shared files (docs/product.md, Shared files): what a file row says, the queries that list them, the upload's limits. */
import { z } from 'zod';
import { ListQuery, UUID_PATTERN } from './list';
import { pageOf, PersonRef } from './refs';

/** The records a file can be attached to; each is registered by its feature (src/server/features/files/attachable.ts). */
export const FILE_ENTITY_TYPES = ['task', 'comment', 'milestone', 'message', 'request', 'request_message', 'expense'] as const;
export type FileEntityType = (typeof FILE_ENTITY_TYPES)[number];

export const FILE_ENTITY_LABELS: Record<FileEntityType, string> = {
  task: 'Task',
  comment: 'Comment',
  milestone: 'Milestone',
  message: 'Message',
  request: 'Request',
  request_message: 'Request message',
  expense: 'Expense receipt',
};

/** The multipart field that carries the file. */
export const FILE_FIELD = 'file';
export const FILE_MAX_BYTES = 25 * 1024 * 1024;
export const FILE_TOO_LARGE = 'The file is larger than 25 MB. Share a smaller file, or a link to it.';
/**
 * What the upload accepts, in words and as extensions. The server decides by the file's first bytes, and the extension
 * must be one of that kind's (src/server/files/file-type.ts, decision 0076).
 */
export const FILE_TYPES_ACCEPTED =
  'images (PNG, JPEG, GIF, WebP), PDF, Word, Excel, PowerPoint and OpenDocument files, plain text (.txt, .log, .md), CSV and JSON, ZIP or gzip archives, MP4/MOV video and MP3 audio';
export const FILE_EXTENSIONS_ACCEPTED: readonly string[] = [
  ...['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf'],
  ...['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'doc', 'xls', 'ppt'],
  ...['txt', 'text', 'log', 'md', 'markdown', 'csv', 'json'],
  ...['zip', 'gz', 'tgz', 'mp4', 'm4v', 'mov', 'mp3'],
];
/** The file pickers' `accept`: they offer only these names (the server checks the content whatever the picker did). */
export const FILE_ACCEPT = FILE_EXTENSIONS_ACCEPTED.map((ext) => `.${ext}`).join(',');

const entityId = z.string().regex(UUID_PATTERN, 'validation.files.entityidRecordId');

/** Which record: `?entityType=task&entityId=<id>`, for listing its files and uploading to it. */
export const RecordFilesQuery = z.strictObject({
  entityType: z.enum(FILE_ENTITY_TYPES, { error: `entityType must be one of ${FILE_ENTITY_TYPES.join(', ')}` }),
  entityId,
});
export type RecordFilesQuery = z.infer<typeof RecordFilesQuery>;

export const ProjectFilesQuery = ListQuery;
export type ProjectFilesQuery = z.infer<typeof ProjectFilesQuery>;

export const FileDto = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    entityType: z.enum(FILE_ENTITY_TYPES),
    entityId: z.string(),
    projectId: z.string().nullable(),
    /** Where it is attached, in words ("Task: Fix the login form"), and the screen that shows it. */
    attachedTo: z.object({ label: z.string(), link: z.string().nullable() }),
    uploadedBy: PersonRef.nullable(),
    createdAt: z.string(),
    /** Present on staff replies only: whether client users are kept from it. */
    staffOnly: z.boolean().optional(),
    downloadUrl: z.string(),
    can: z.object({ delete: z.boolean() }),
  })
  .meta({ id: 'SharedFile' });
export type FileDto = z.infer<typeof FileDto>;

export const RecordFiles = z.object({ items: z.array(FileDto), canAttach: z.boolean() });
export type RecordFiles = z.infer<typeof RecordFiles>;

export const FileList = pageOf(FileDto);
export type FileList = z.infer<typeof FileList>;
