// What the health endpoints and the shutdown share: whether this process is draining.
export interface Lifecycle {
  shuttingDown: boolean;
}

export function newLifecycle(): Lifecycle {
  return { shuttingDown: false };
}
