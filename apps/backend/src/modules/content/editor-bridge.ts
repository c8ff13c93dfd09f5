import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/**
 * Where Storyblok serves its Visual Editor bridge (`https://app.storyblok.com/f/…`); the
 * stand-in answers at the same path, so pointing the storefront at the hosted editor is a
 * change of host only.
 */
export const EDITOR_BRIDGE_PATH = '/f/storyblok-v2-latest.js';

/**
 * A stand-in for Storyblok's bridge script, enough of its contract for the storefront to be
 * developed and tested without the hosted Visual Editor (behaviour.md#guards):
 *
 * - `window.StoryblokBridge`, constructed with optional options;
 * - `bridge.on(event | events, callback)`; the callback gets the editor's message
 *   (`{ action: 'input', story }` while an editor types; `published` and `change` after a save);
 * - `pingEditor(callback)`, `isInEditor()` and `enterEditmode()`, as pages call them.
 *
 * The hosted bridge hears the editor's frame post messages from app.storyblok.com. This one
 * takes them from its own window or its parent frame (a local editor, a test), from any
 * origin: it is a development stand-in and must not be configured for a public site.
 */
export const EDITOR_BRIDGE_SCRIPT = `(function () {
  'use strict';
  if (window.StoryblokBridge) return;
  var EVENTS = ['input', 'change', 'published', 'unpublished', 'enterEditmode', 'customEvent', 'viewLiveVersion'];
  function StoryblokBridge(options) {
    this.options = options || {};
    this.handlers = {};
    var bridge = this;
    window.addEventListener('message', function (event) {
      if (event.source !== window && event.source !== window.parent) return;
      var data = event.data;
      if (!data || typeof data !== 'object' || EVENTS.indexOf(data.action) === -1) return;
      bridge.emit(data.action, data);
    });
  }
  StoryblokBridge.prototype.on = function (events, callback) {
    var list = Array.isArray(events) ? events : [events];
    for (var i = 0; i < list.length; i++) {
      (this.handlers[list[i]] = this.handlers[list[i]] || []).push(callback);
    }
    return this;
  };
  StoryblokBridge.prototype.emit = function (action, payload) {
    var handlers = this.handlers[action] || [];
    for (var i = 0; i < handlers.length; i++) handlers[i](payload);
  };
  StoryblokBridge.prototype.pingEditor = function (callback) {
    if (typeof callback === 'function') callback(this);
  };
  StoryblokBridge.prototype.isInEditor = function () {
    return window.parent !== window;
  };
  StoryblokBridge.prototype.enterEditmode = function () {};
  window.StoryblokBridge = StoryblokBridge;
})();
`;

/** The stand-in bridge script (see EDITOR_BRIDGE_SCRIPT). */
export function editorBridgeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(EDITOR_BRIDGE_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('X-Content-Type-Options', 'nosniff');
    // Loaded by the storefront's pages, another origin.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(EDITOR_BRIDGE_SCRIPT);
  });
  return app;
}
