// The fixed thumbnail of a movie slide (behaviour.md#modals): an inline SVG, so the package ships no
// binary asset and nothing is downloaded. Callers may pass their own image instead.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#2b2923"/>' +
  '<circle cx="48" cy="48" r="22" fill="none" stroke="#fff" stroke-width="3"/><path d="M42 37v22l18-11z" fill="#fff"/></svg>';

export const DEFAULT_VIDEO_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(svg)}`;
