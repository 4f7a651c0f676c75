import { api, okSchema } from '@/lib/api';

/** POST /me/push-subscriptions: this browser receives my notifications. */
export const savePushSubscription = (subscription: PushSubscriptionJSON) => api.post('/me/push-subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys }, { schema: okSchema });

/** DELETE /me/push-subscriptions: this browser no longer does. */
export const deletePushSubscription = (endpoint: string) => api.delete('/me/push-subscriptions', { body: { endpoint }, schema: okSchema });
