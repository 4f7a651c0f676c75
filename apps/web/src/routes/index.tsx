import { createFileRoute } from '@tanstack/react-router';
import { WelcomeScreen } from '@/features/home/components/welcome-screen';
import { redirectIfSignedIn } from '@/lib/guards';

/** Home: the welcome page; a signed-in user goes on like after login. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => redirectIfSignedIn({ context }),
  component: WelcomeScreen,
});
