import { useEffect } from 'react';
import { useRequest } from '../../../lib/use-request';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import { useMessageStreamStatus, useMessageStreamStore } from '../hooks/message-stream-status';
import { POLL_MS, useMessageStream } from '../hooks/use-message-stream';
import { UnreadBadge } from './conversation-list';

/**
 * The signed-in member's one message stream for the whole dashboard (issue 13), mounted once by the dash layout: the
 * sidebar's unread count, the inbox and the dashboards' 'New Message' badges (spec 001 §4) change as messages arrive
 * or are read, on every page. The inbox reads this stream's status, so it never opens a second one. The stream opens
 * once the member's messages could be read (get_messages, whose unread count the sidebar shows). Renders nothing.
 */
export function MessageStream() {
  const loggedIn = useIsLoggedIn();
  const inbox = useRequest('get_messages', {}, { enabled: loggedIn, meta: { silent: true } });
  const status = useMessageStream(loggedIn && inbox.data !== undefined);
  useEffect(() => {
    useMessageStreamStore.setState({ status });
  }, [status]);
  useEffect(() => () => useMessageStreamStore.setState({ status: 'offline' }), []);
  return null;
}

/** The sidebar Inbox item's count of unread messages; polls while the stream is not open. Nothing at zero. */
export function InboxUnreadBadge() {
  const loggedIn = useIsLoggedIn();
  const status = useMessageStreamStatus();
  const inbox = useRequest(
    'get_messages',
    {},
    { enabled: loggedIn, meta: { silent: true }, refetchInterval: status === 'live' ? false : POLL_MS },
  );
  return <UnreadBadge count={inbox.data?.unread ?? 0} />;
}
