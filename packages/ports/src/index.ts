/**
 * @packageDocumentation
 * What a host injects into Vitrine, declared once (DESIGN "Ports"): storage, cookies, clock, lock,
 * a typed cross-tab channel, navigate with the one {@link NavigationIntent} union, logger, error
 * reporter, script loader and random source; the facade contract every core package follows; and
 * the in-memory adapters that tests and servers use. No runtime dependency.
 */
export type { Channel, ChannelFactory, MemoryChannelHub } from './channel';
export { createMemoryChannelHub, loneChannels, typedChannel } from './channel';
export type { Clock } from './clock';
export { systemClock } from './clock';
export type { CookieOptions, CookiePort, MemoryCookie, MemoryCookies } from './cookies';
export { createMemoryCookies } from './cookies';
export type {
  EndingActor,
  Facade,
  FacadeActor,
  MachineImplementations,
  PendingVerbs,
  PersistedSnapshot,
  Unsubscribe,
} from './facade';
export { actorFacade, pendingVerbs, requestIds, restorable } from './facade';
export type { LockPort } from './lock';
export { createMemoryLock } from './lock';
export type {
  ErrorReporter,
  LogEntry,
  Logger,
  LogLevel,
  MemoryErrorReporter,
  MemoryLogger,
  ReportedError,
} from './logger';
export { createMemoryErrorReporter, createMemoryLogger, silentLogger } from './logger';
export type { MemoryNavigate, Navigate, NavigationIntent, RouteName } from './navigation';
export { createMemoryNavigate } from './navigation';
export type { Ports } from './ports';
export { createMemoryPorts } from './ports';
export type { RandomSource } from './random';
export { createSeededRandom, mathRandom } from './random';
export type { DomainError, Result } from './result';
export { failure, NotProvidedError, notProvided, success } from './result';
export type { MemoryScriptLoader, ScriptOptions, ScriptLoader } from './scripts';
export { createMemoryScriptLoader } from './scripts';
export type { StoragePort } from './storage';
export { createMemoryStorage } from './storage';
