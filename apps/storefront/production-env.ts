// Imported first by server.ts: React picks its production or development build from NODE_ENV
// when it is first loaded, and server.ts's own imports (@react-router/express) load it before
// server.ts's body runs. Set any later and React would load as development beside the build's
// production react-dom/server, and every page would fail (`dispatcher.getOwner is not a
// function`), as `pnpm start` — which sets no NODE_ENV — did.
process.env.NODE_ENV ??= 'production';
