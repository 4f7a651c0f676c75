/**
 * Public surface of the home feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { WelcomeScreen } from './components/welcome-screen';
