/**
 * The one door to the data layer: generated hooks and types are imported from here, never from
 * __generated__ directly, so a change of generator touches one file.
 */
export * from './__generated__/hooks';
export { createApolloClient } from './client';
export { onUnauthenticated } from './unauthenticated';
export { liveReconnections, liveState, onLiveChange, type LiveState } from './live';
export {
  useDebounced,
  useLatest,
  useLive,
  useLiveCatchUp,
  useLiveState,
  useLiveSubscription,
  type LiveStatus,
} from './liveUpdates';
export { LiveBanner } from './LiveBanner';
export { fieldKey, unwrap, UserErrorsError, type UserErrorLike } from './user-errors';
export {
  idempotencyContext,
  isIdempotencyKeyReused,
  newIdempotencyKey,
  useIdempotencyKey,
  type IdempotencyContext,
  type IdempotencyKey,
} from './idempotency';
