/**
 * Public surface of the connections feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { ChatScreen } from './components/chat-screen';
export { ConnectionProfileScreen } from './components/connection-profile-screen';
export { ConnectionsScreen } from './components/connections-screen';
export { NewConnectionScreen } from './components/new-connection-screen';
export { ShareQrScreen } from './components/share-qr-screen';
export { isUuid } from './lib/connection-link';
