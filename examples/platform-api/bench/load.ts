/**
 * A small closed-loop load generator: `concurrency` clients, each sending its next request as soon
 * as the previous one answered, over keep-alive sockets (node:http, no dependency). Latency is
 * measured from the request being written to the last byte of the answer. Like a browser and the
 * SDK's fetch in Node, a client takes gzip (`Accept-Encoding: gzip, deflate`) and decodes it.
 */
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One request a client sends. */
export interface BenchRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Name this request's latencies are recorded under (a step of a flow); the scenario's name when absent. */
  step?: string;
}

/** One answer as a client sees it. */
export interface BenchAnswer {
  status: number;
  /** The body, decoded. */
  body: string;
  /** Bytes of the body as it came over the wire (compressed when the server gzipped it). */
  wireBytes: number;
}

/**
 * What a client does: given its index, returns a function that yields its next request from the
 * previous answer (undefined before the first request of the client).
 */
export type ClientScript = (client: number) => (previous: BenchAnswer | undefined) => BenchRequest;

/** Latencies of one step, in milliseconds. */
export interface StepFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  /** Mean size of an answer's body on the wire, in bytes. */
  meanBytes: number;
}

/** What one run measured. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  /** Answers per second (all steps). */
  throughput: number;
  p50: number;
  p99: number;
  /** Mean size of an answer's body on the wire, in bytes. */
  meanBytes: number;
  /** Figures per step. */
  steps: Record<string, StepFigures>;
  /** First unexpected answers, for the report. */
  samples: string[];
}

/** The `q`-quantile (0..1) of sorted values, nearest rank; 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

function send(agent: Agent, base: URL, req: BenchRequest): Promise<BenchAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate', ...req.headers };
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(req.body));
    }
    const r = request(
      { agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const wire = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
            resolve({ status: res.statusCode ?? 0, body: body.toString(), wireBytes: wire.byteLength });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

/** Raw figures of one or more runs: latencies per step, errors per step, measured seconds. */
export interface Samples {
  seconds: number;
  steps: Map<string, { latencies: number[]; errors: number; bytes: number }>;
  /** First unexpected answers, for the report. */
  samples: string[];
}

/** Adds the figures of `more` to `into` (runs of the same scenario taken at different moments). */
export function mergeSamples(into: Samples, more: Samples): Samples {
  into.seconds += more.seconds;
  for (const [step, figures] of more.steps) {
    const seen = into.steps.get(step);
    if (seen) {
      for (const latency of figures.latencies) seen.latencies.push(latency); // not push(...): see summarize
      seen.errors += figures.errors;
      seen.bytes += figures.bytes;
    } else
      into.steps.set(step, {
        latencies: [...figures.latencies],
        errors: figures.errors,
        bytes: figures.bytes,
      });
  }
  into.samples.push(...more.samples.slice(0, Math.max(0, 3 - into.samples.length)));
  return into;
}

/** Throughput and quantiles of raw figures. */
export function summarize(raw: Samples): LoadResult {
  const all: number[] = [];
  let errors = 0;
  let bytes = 0;
  const steps: Record<string, StepFigures> = {};
  for (const [step, figures] of raw.steps) {
    const sorted = [...figures.latencies].sort((a, b) => a - b);
    // Not push(...sorted): a quiet machine gives hundreds of thousands of samples, past the
    // argument limit of a call (Maximum call stack size exceeded).
    for (const latency of sorted) all.push(latency);
    errors += figures.errors;
    steps[step] = {
      requests: sorted.length,
      errors: figures.errors,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      meanBytes: sorted.length > 0 ? figures.bytes / sorted.length : 0,
    };
    bytes += figures.bytes;
  }
  all.sort((a, b) => a - b);
  return {
    requests: all.length,
    errors,
    seconds: raw.seconds,
    throughput: raw.seconds > 0 ? all.length / raw.seconds : 0,
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    meanBytes: all.length > 0 ? bytes / all.length : 0,
    steps,
    samples: raw.samples,
  };
}

/** Runs `script` with `concurrency` clients for `seconds` (after `warmupSeconds` not counted). */
export async function runLoad(input: {
  baseUrl: string;
  name: string;
  script: ClientScript;
  concurrency: number;
  seconds: number;
  warmupSeconds: number;
  /** Which statuses count as success (default 2xx and 304). */
  ok?: (status: number) => boolean;
}): Promise<Samples> {
  const base = new URL(input.baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: input.concurrency });
  const isOk = input.ok ?? ((status: number) => (status >= 200 && status < 300) || status === 304);
  const started = performance.now();
  const measureFrom = started + input.warmupSeconds * 1000;
  const end = measureFrom + input.seconds * 1000;
  const raw: Samples = { seconds: input.seconds, steps: new Map(), samples: [] };

  const client = async (index: number) => {
    const next = input.script(index);
    let previous: BenchAnswer | undefined;
    while (performance.now() < end) {
      const req = next(previous);
      const t0 = performance.now();
      let answer: BenchAnswer;
      try {
        answer = await send(agent, base, req);
      } catch (error) {
        answer = { status: 0, body: String(error), wireBytes: 0 };
      }
      const t1 = performance.now();
      previous = answer;
      // Counted by completion inside the window, whatever their start.
      if (t1 < measureFrom || t1 > end) continue;
      const step = req.step ?? input.name;
      let figures = raw.steps.get(step);
      if (!figures) {
        figures = { latencies: [], errors: 0, bytes: 0 };
        raw.steps.set(step, figures);
      }
      figures.latencies.push(t1 - t0);
      figures.bytes += answer.wireBytes;
      if (!isOk(answer.status)) {
        figures.errors++;
        if (raw.samples.length < 3) {
          raw.samples.push(`${req.method} ${req.path} → ${answer.status} ${answer.body.slice(0, 200)}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: input.concurrency }, (_, index) => client(index)));
  agent.destroy();
  return raw;
}
