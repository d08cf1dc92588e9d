import { ChevronLeft, ChevronRight, Copy, Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DATE_PATTERN } from '@shared/schemas/fields';
import { addDays, mondayOf, type WeekAwaiting } from '@shared/schemas/timesheet';
import { Button } from '../../components/button';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { SkeletonRows } from '../../components/skeleton-rows';
import { StatusBadge } from '../../components/status-badge';
import { Tabs } from '../../components/tabs';
import { can, scopeFor } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { withToasts } from '../../lib/with-toasts';
import { AddRowDialog } from './timesheet-add-row-dialog';
import { useApproveWeek, useCopyLastWeek, useSetCell, useSubmitWeek, useTimesheetWeek } from './timesheet-api';
import { approveWeek, ReturnWeekDialog, TimesheetApprovals } from './timesheet-approvals';
import { TimesheetGrid } from './timesheet-grid';
import { TimesheetPersonPicker } from './timesheet-person-picker';
import { usePinnedRows } from './timesheet-pinned';
import { userLocale } from '../../lib/format';
import { t } from '@web/lib/messages/time';

type View = 'week' | 'approvals';

/**
 * Today's Monday by this browser's calendar: the week a person means by "this week". A timesheet week runs Monday to
 * Sunday whatever the locale (the server keeps, submits and approves weeks by their Monday, decision 0047), so it does
 * not follow the locale's first day of the week (src/web/lib/week-start.ts): a Sunday-first week would span two.
 */
function thisMonday() {
  const now = new Date();
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return mondayOf(local);
}

const weekLabel = (monday: string) => {
  const fmt = (date: string, withYear: boolean) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(userLocale(), {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
  return t('time.week.range', { start: fmt(monday, false), end: fmt(addDays(monday, 6), true) });
};

/** The Timesheet (decision 0047): a week of one's time by task and day; managers also open others' weeks and approve. */
export function TimesheetPage() {
  const { me } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const approver = can(me, 'time.approve');
  const seesOthers = scopeFor(me, 'time.view') === 'all';
  const view: View = approver && params.get('view') === 'approvals' ? 'approvals' : 'week';
  const weekParam = params.get('week');
  const week = weekParam && DATE_PATTERN.test(weekParam) ? mondayOf(weekParam) : thisMonday();
  const userParam = seesOthers ? params.get('userId') : null;
  const userId = userParam && userParam !== me?.user.id ? userParam : undefined;

  // The view, week and person are in the address, so a reload or a notification's link opens the same week.
  const go = (next: { view?: View; week?: string; userId?: string | null }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const put = (key: string, value: string | null | undefined) => (value ? out.set(key, value) : out.delete(key));
        if (next.view !== undefined) put('view', next.view === 'approvals' ? 'approvals' : null);
        if (next.week !== undefined) put('week', next.week === thisMonday() ? null : next.week);
        if (next.userId !== undefined) put('userId', next.userId);
        return out;
      },
      { replace: true },
    );
  const openWeek = (item: WeekAwaiting) => go({ view: 'week', week: item.weekStart, userId: item.person.id });

  const content = (
    <WeekView week={week} userId={userId} onWeek={(w) => go({ week: w })} onPerson={seesOthers ? (id) => go({ userId: id }) : undefined} />
  );
  return (
    <>
      <PageHeader title={t('time.page.title')} subtitle={t('time.page.subtitle')} />
      {approver ? (
        <Tabs
          tabs={[
            { value: 'week', label: t('time.page.tabWeek') },
            { value: 'approvals', label: t('time.page.tabApprovals') },
          ]}
          value={view}
          onValueChange={(next) => go({ view: next })}
          label={t('time.page.views')}
        >
          {view === 'approvals' ? <TimesheetApprovals onOpen={openWeek} /> : content}
        </Tabs>
      ) : (
        content
      )}
    </>
  );
}

interface WeekViewProps {
  week: string;
  /** Another person's week (managers); undefined: one's own. */
  userId: string | undefined;
  onWeek: (week: string) => void;
  onPerson: ((userId: string | null) => void) | undefined;
}

function WeekView({ week, userId, onWeek, onPerson }: WeekViewProps) {
  const { me } = useCurrentUser();
  const sheet = useTimesheetWeek(week, userId);
  const pinned = usePinnedRows(userId ?? me?.user.id ?? 'me', week);
  const setCell = useSetCell();
  const submit = useSubmitWeek();
  const copy = useCopyLastWeek();
  const approve = useApproveWeek();
  const [adding, setAdding] = useState(false);
  const [returning, setReturning] = useState(false);
  const data = sheet.data;
  const own = userId === undefined;

  const copyLastWeek = () =>
    void withToasts(() => copy.mutateAsync(week), {
      success: t('time.week.copied'),
      description: (found) =>
        found.rows.length ? t('time.week.copiedRows', { count: found.rows.length }) : t('time.week.nothingLastWeek'),
      failure: t('time.week.copyFailed'),
    })
      .then((found) => pinned.add(found.rows))
      .catch(() => undefined);

  const submitWeek = () =>
    void withToasts(() => submit.mutateAsync(week), {
      success: t('time.week.submitted'),
      description: t('time.week.submittedLine'),
      failure: t('time.week.submitFailed'),
    }).catch(() => undefined);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="icon" aria-label={t('time.week.previous')} onClick={() => onWeek(addDays(week, -7))}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="secondary" onClick={() => onWeek(thisMonday())} disabled={week === thisMonday()}>
            {t('time.week.this')}
          </Button>
          <Button variant="secondary" size="icon" aria-label={t('time.week.next')} onClick={() => onWeek(addDays(week, 7))}>
            <ChevronRight aria-hidden />
          </Button>
          <h2 className="ml-1 text-base font-semibold text-foreground" aria-live="polite">
            {weekLabel(week)}
          </h2>
          {data?.status ? (
            <StatusBadge kind="timesheetWeek" status={data.status} />
          ) : data ? (
            <span className="text-sm text-muted-foreground">{t('time.week.notSubmitted')}</span>
          ) : null}
        </div>
        {onPerson ? (
          <TimesheetPersonPicker value={userId ?? me?.user.id ?? ''} onChange={(id) => onPerson(id === me?.user.id ? null : id)} />
        ) : null}
      </div>

      {data?.status === 'returned' && data.note ? (
        <div role="status" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-foreground">
          <p className="font-medium">{t('time.week.returnedTitle')}</p>
          <p className="mt-1 whitespace-pre-line">{data.note}</p>
        </div>
      ) : null}

      {sheet.isError ? (
        <QueryErrorState title={t('time.week.loadFailed')} query={sheet} />
      ) : !data ? (
        <SkeletonRows label={t('time.week.loading')} className="space-y-2" rowClassName="h-12 rounded-md" />
      ) : (
        <>
          <TimesheetGrid
            week={data}
            pinned={pinned.rows}
            save={(taskId, date, minutes) => setCell.mutateAsync({ taskId, date, minutes, userId })}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {data.newRowsEditable ? (
              <Button variant="secondary" onClick={() => setAdding(true)}>
                <Plus aria-hidden /> {t('time.addRow')}
              </Button>
            ) : null}
            {own && data.newRowsEditable ? (
              <Button variant="secondary" onClick={copyLastWeek} disabled={copy.isPending}>
                <Copy aria-hidden /> {t('time.week.copy')}
              </Button>
            ) : null}
            {data.can.decide ? (
              <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row">
                <Button variant="secondary" onClick={() => setReturning(true)}>
                  {t('time.week.return')}
                </Button>
                <Button disabled={approve.isPending} onClick={() => approveWeek(approve.mutateAsync, data)}>
                  {t('time.week.approve')}
                </Button>
              </div>
            ) : null}
            {data.can.submit ? (
              <Button className="sm:ml-auto" onClick={submitWeek} disabled={submit.isPending}>
                <Send aria-hidden /> {t('time.week.submit')}
              </Button>
            ) : null}
          </div>
          {returning ? <ReturnWeekDialog item={data} onClose={() => setReturning(false)} /> : null}
          <AddRowDialog
            open={adding}
            onOpenChange={setAdding}
            shown={new Set([...data.rows, ...pinned.rows].flatMap((row) => (row.task ? [row.task.id] : [])))}
            onAdd={(row) => pinned.add([row])}
          />
        </>
      )}
    </div>
  );
}
