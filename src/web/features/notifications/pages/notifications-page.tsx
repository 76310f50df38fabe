import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification } from '../../../../shared/notifications';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { BellIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { formatMoment, formatRelative } from '../../../lib/dates';
import { candidatePath, PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  return (
    <li>
      <Link
        to={candidatePath(notification.application_id)}
        onClick={onOpen}
        className={`flex items-start gap-3 px-4 py-3.5 hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-6 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60 ${
          notification.read ? '' : 'bg-brand-50/60 dark:bg-brand-950/40'
        }`}
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2.5 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-brand-600 dark:bg-brand-300'}`}
        />
        <span className="min-w-0 flex-1">
          <span
            className={`block text-sm break-words text-slate-900 dark:text-white ${notification.read ? '' : 'font-semibold'}`}
          >
            {!notification.read && <span className="sr-only">Unread: </span>}
            {notification.text}
          </span>
          <time
            dateTime={notification.created_at}
            title={formatMoment(notification.created_at)}
            className="mt-0.5 block text-xs text-slate-600 dark:text-slate-300"
          >
            {formatRelative(notification.created_at)}
          </time>
        </span>
      </Link>
    </li>
  );
}

/** /notifications: what happened to the applications the member may see, newest first. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page);
  const markRead = useMarkNotificationsRead();
  useQueryFailure(notifications);

  let content: ReactNode;
  if (notifications.isPending) {
    content = (
      <div className="flex justify-center py-16 text-brand-600 dark:text-brand-300">
        <Spinner size="lg" label="Loading notifications…" />
      </div>
    );
  } else if (notifications.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>The notifications could not be loaded: {notifications.error.message}</FormAlert>
        <Button variant="secondary" onClick={() => void notifications.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (notifications.data.data.length === 0) {
    content = (
      <EmptyState
        icon={<BellIcon className="size-7" />}
        title="No notifications yet"
        description="New applications, offer answers, withdrawals, candidates' messages and mentions of you show here."
      />
    );
  } else {
    const { data, total, page_size: pageSize } = notifications.data;
    content = (
      <>
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={() => {
                  if (!notification.read) markRead.mutate(notification.id);
                }}
              />
            ))}
          </ul>
        </Card>
        <Pager
          className="mt-6"
          label="Notification pages"
          page={page}
          pageCount={Math.ceil(total / pageSize)}
          onPageChange={setPage}
        />
      </>
    );
  }

  const unread = notifications.data?.unread_count ?? 0;
  return (
    <section>
      <PageHeader
        title="Notifications"
        description={unread > 0 ? `${String(unread)} unread` : 'You are all caught up.'}
        actions={
          <>
            <ButtonLink to={PATHS.notificationSettings} variant="secondary" size="sm">
              Settings
            </ButtonLink>
            <Button
              size="sm"
              disabled={unread === 0}
              loading={markRead.isPending && markRead.variables === undefined}
              onClick={() => markRead.mutate(undefined)}
            >
              Mark all as read
            </Button>
          </>
        }
      />
      {content}
    </section>
  );
}
