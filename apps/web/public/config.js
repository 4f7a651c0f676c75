// Run-time configuration. The server serves its own /config.js; this default is for `vite dev`.
// An empty apiBaseUrl means the API is on the same origin as the app.
window.__MINGLE_CONFIG__ = { apiBaseUrl: '', manageUrl: '' };
