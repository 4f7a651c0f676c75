/**
 * Public surface of the auth feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { meQueryOptions } from './api/get-me';
export { signInCallback } from './api/sign-in-callback';
export { CallbackError, CallbackPending, IncompleteCallbackLink } from './components/callback-views';
export { ForgotPasswordScreen } from './components/forgot-password-screen';
export { LoginScreen } from './components/login-screen';
export { ResetPasswordScreen } from './components/reset-password-screen';
export { SignOutButton } from './components/sign-out-button';
export { SignUpScreen } from './components/sign-up-screen';
export { useSyncSignedInUser } from './components/use-sync-signed-in-user';
export { ValidateAccountScreen } from './components/validate-account-screen';
