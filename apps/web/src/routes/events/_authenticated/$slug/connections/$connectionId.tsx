import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '@/features/connections/components/chat-screen';
import { useAuth } from '@/lib/auth';
import { useSession } from '@/lib/session-context';

/** /events/{slug}/connections/{connectionId}: the chat with one connection. */
export const Route = createFileRoute('/events/_authenticated/$slug/connections/$connectionId')({
  component: ChatPage,
});

function ChatPage() {
  const { slug, connectionId } = Route.useParams();
  const { user } = useAuth(useSession().auth);
  return <ChatScreen slug={slug} connectionId={connectionId} myUserId={user?.id} />;
}
