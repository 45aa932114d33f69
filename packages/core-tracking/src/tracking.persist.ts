/**
 * A persisted tracking snapshot made safe to restore: the vendor scripts are loaded again in the
 * new page and delivery starts idle (the outbox is in storage and is sent again on start).
 * @internal
 */
export function restorableTrackingState(persisted: unknown): unknown {
  if (typeof persisted !== 'object' || persisted === null) return undefined;
  const state = persisted as { status?: unknown; context?: unknown; value?: unknown };
  if (state.status !== 'active' || typeof state.context !== 'object' || state.context === null)
    return undefined;
  return {
    ...state,
    value: { sinks: 'idle', delivery: 'idle' },
    context: { ...(state.context as object), sinks: {}, dirty: true, retries: 0 },
    // The recorder is the one child to keep: restored, it reads the outbox and consent again.
    children: { recorder: { snapshot: { status: 'active' }, src: 'recorder', syncSnapshot: false } },
  };
}
