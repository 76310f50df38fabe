import { Link } from 'react-router';
import { BellIcon } from '../../../components/icons';
import { PATHS } from '../../../lib/paths';
import { useUnreadCount } from '../api/get-unread-count';

/** The top bar's way to the member's notifications, with how many they have not read. */
export function NotificationBell({ className }: { className: string }) {
  const { data: unread = 0 } = useUnreadCount();
  return (
    <Link
      to={PATHS.notifications}
      aria-label={unread > 0 ? `Notifications, ${String(unread)} unread` : 'Notifications'}
      title="Notifications"
      className={`relative ${className}`}
    >
      <BellIcon />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white dark:ring-slate-900"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
