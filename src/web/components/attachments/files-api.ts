/**
 * The shared files' queries and mutations (src/shared/api/files.ts). Every key starts with 'files', which the live
 * topic 'file' refreshes (src/web/lib/live-topics.ts).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filesApi } from '@shared/api/files';
import type { FileDto, FileEntityType } from '@shared/schemas/files';
import { endpointUrl, errorFromBody, NETWORK_ERROR_STATUS, ApiError, request } from '../../lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';
import * as filesWords from '../../lib/messages/files';

export const recordFilesQuery = (entityType: FileEntityType, entityId: string) =>
  queryOptions({
    queryKey: queryKeys.files.ofRecord(entityType, entityId),
    queryFn: ({ signal }) => request(filesApi.listForRecord, { query: { entityType, entityId }, signal }),
  });

export const useRecordFiles = (entityType: FileEntityType, entityId: string) => useQuery(recordFilesQuery(entityType, entityId));

export const projectFilesQuery = (projectId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.files.ofProject(projectId, page),
    queryFn: ({ signal }) => request(filesApi.listForProject, { params: { id: projectId }, query: { page, pageSize: 25 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useProjectFiles = (projectId: string, page: number) => useQuery(projectFilesQuery(projectId, page));

export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(filesApi.remove, { params: { id } }),
    onSettled: () => invalidateFor(client, 'file'),
  });
}

/**
 * Sends one file with progress (fetch cannot report an upload's progress; XMLHttpRequest can). Resolves with the
 * stored file; rejects with an ApiError carrying the server's message (413 too large, 415 refused type).
 */
export function uploadFile(
  target: { entityType: FileEntityType; entityId: string },
  file: File,
  onProgress: (fraction: number) => void,
): Promise<FileDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpointUrl(filesApi.upload, { query: target }));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as FileDto);
      else reject(errorFromBody(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, 'network_error', filesWords.t('files.uploadUnreachable')));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
