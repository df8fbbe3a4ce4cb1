/**
 * Traces for an operator (issue 71 §2; ADR 0063), with OpenTelemetry: a span per request (its
 * route id, method and status), a child span per call to the marketplace's API (its operation and
 * status, the W3C `traceparent` sent with it so the API's own trace continues) and per Redis
 * command (the shared state's and the rate limiter's alike). Exported by OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (`startTracing`, called once by server.ts); otherwise nothing is registered and every span here is
 * OpenTelemetry's no-op, which costs a function call (the bench compares the two).
 *
 * The API package keeps its state on a process-wide symbol, so the Remix build and server.ts (two
 * bundles, one node_modules) share one tracer provider and one context.
 */
import { tracingChannel } from 'node:diagnostics_channel';
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Transport } from '~/api/transport.server';
import { operationOf } from '~/server/operation.server';

export const tracer = trace.getTracer('partner-portal');
export { SpanKind };

/**
 * Register the SDK: spans batched to `${endpoint}/v1/traces` (OTLP/HTTP, protobuf or JSON), the W3C trace context
 * propagated, the active span carried through async calls; `ratio` (0 to 1) of the requests traced,
 * a request that arrives with a sampled `traceparent` always. Loaded only when asked, so a portal
 * without an endpoint never loads the SDK.
 * @returns a function that flushes and stops the exporter (at shutdown). Once per process: the API keeps its first provider.
 */
export async function startTracing(endpoint: string, serviceName = 'partner-portal', ratio = 1, protocol: 'http/protobuf' | 'http/json' = 'http/protobuf'): Promise<() => Promise<void>> {
  const [{ NodeTracerProvider, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    // Protobuf by default (OpenTelemetry's own default): it costs the portal less CPU a span than JSON (ADR 0067).
    protocol === 'http/json' ? import('@opentelemetry/exporter-trace-otlp-http') : import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    // A share of the requests traced (OTEL_TRACES_SAMPLER_ARG), and every one a proxy's trace asks for.
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }), { scheduledDelayMillis: 1000 })],
  });
  provider.register();
  const stopRedis = traceRedisCommands();
  return () => {
    stopRedis();
    return provider.shutdown();
  };
}

/** What ioredis publishes of a command on its `ioredis:command` tracing channel (ioredis ≥ 5.10). */
type RedisCommandMessage = { command: string; serverAddress?: string; serverPort?: number; error?: unknown };

/**
 * A client span per Redis command, `redis <COMMAND>` (`redis EXISTS`, the rate limiter's
 * `redis EVALSHA`), from the tracing channel ioredis publishes every command it writes on — every
 * client and caller alike, the rate limiter's included, with nothing wrapped. The command's
 * arguments are not recorded: its keys hold session ids. Subscribed only while tracing is on, so
 * without an endpoint ioredis sees no subscriber and publishes nothing.
 * @returns a function that unsubscribes.
 */
export function traceRedisCommands(): () => void {
  const channel = tracingChannel<string, RedisCommandMessage>('ioredis:command');
  const spans = new WeakMap<object, Span>();
  const handlers = {
    // Called synchronously where the command is sent, so the request's span is the active one: the parent.
    start(message: RedisCommandMessage) {
      const attributes: Record<string, string | number> = { 'db.system': 'redis', 'db.operation.name': message.command.toUpperCase() };
      if (message.serverAddress) attributes['server.address'] = message.serverAddress;
      spans.set(message, tracer.startSpan(`redis ${message.command.toUpperCase()}`, { kind: SpanKind.CLIENT, attributes }));
    },
    end() {},
    asyncStart() {},
    asyncEnd(message: RedisCommandMessage) {
      spans.get(message)?.end();
    },
    error(message: RedisCommandMessage) {
      spans.get(message)?.setStatus({ code: SpanStatusCode.ERROR, message: message.error instanceof Error ? message.error.message : 'failed' });
    },
  };
  channel.subscribe(handlers);
  return () => channel.unsubscribe(handlers);
}

/** Add the active trace's `traceparent` (and `tracestate`) to an upstream call's headers; nothing when no trace is recorded. */
export function withTraceContext(headers: Record<string, string>): Record<string, string> {
  propagation.inject(context.active(), headers);
  return headers;
}

/** The trace context a request came with (a proxy's `traceparent`), to continue rather than start anew. */
export const incomingContext = (headers: Record<string, string | string[] | undefined>) => propagation.extract(context.active(), headers);

/**
 * Run `work` inside a child span named `name` (a Redis command, an upstream call), ended when the
 * work settles; an error marks the span and is thrown on.
 */
export async function inSpan<T>(name: string, kind: SpanKind, attributes: Record<string, string | number>, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : 'failed' });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * The upstream transport with a client span per call (`GET /v1/partners/:id/drivers`, its status)
 * and the trace context in the request's headers. The span ends when the answer's headers arrive.
 */
export function tracedTransport(send: Transport): Transport {
  return (url, init) =>
    inSpan(operationOf(init.method, url.pathname), SpanKind.CLIENT, { 'http.request.method': init.method, 'server.address': url.host }, async (span) => {
      const reply = await send(url, { ...init, headers: withTraceContext({ ...init.headers }) });
      span.setAttribute('http.response.status_code', reply.status);
      if (reply.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return reply;
    });
}
