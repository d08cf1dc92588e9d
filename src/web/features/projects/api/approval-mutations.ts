import { useMutation, useQueryClient } from '@tanstack/react-query';
import { milestoneApprovalsApi } from '@shared/api/milestone-approvals';
import type { Milestone } from '@shared/schemas/projects';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';

/** What the team or the client does with a milestone's approval; the note is optional except for changes. */
export type ApprovalAction = 'request' | 'approve' | 'requestChanges';

/** What the client read when they pressed Approve: the request and the milestone's fingerprint from that row. */
export interface ShownApproval {
  approvalId: string;
  contentHash: string;
}

export interface ApprovalVariables {
  id: string;
  action: ApprovalAction;
  note: string;
  /** Needed to approve: the server refuses (409) an approval of anything but what was read. */
  shown?: ShownApproval | null;
}

export function answerApproval({ id, action, note, shown }: ApprovalVariables): Promise<Milestone> {
  if (action === 'approve') {
    return request(milestoneApprovalsApi.approve, {
      params: { id },
      body: { note, approvalId: shown?.approvalId ?? '', contentHash: shown?.contentHash ?? '' },
    });
  }
  return request(milestoneApprovalsApi[action], { params: { id }, body: { note } });
}

/** One mutation for the three actions: each refreshes the project's milestones, the pending card and the dashboards. */
export function useApprovalAction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerApproval, onSettled: () => invalidateFor(queryClient, 'approval', { projectId }) });
}
