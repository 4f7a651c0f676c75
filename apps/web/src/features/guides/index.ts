/**
 * Public surface of the guides feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { GuideArticleScreen, GuideNotFound } from './components/guide-article-screen';
export { GuidesListScreen } from './components/guides-list-screen';
export { parseGuideId } from './lib/guide-id';
