import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';

/** Registers the pages routes (work in progress). */
export function register(_app: Hono<AppEnv>, _deps: AppDeps): void {}
