import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { RequestHandler } from 'express';
import { defaultFieldResolver, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { Logger } from '../common/logger';
import { inSpan, tracingOn, tracingStarted } from '../common/telemetry';
import { routeOf } from './request-metrics';

/** The standard OTEL_* variables the gateway reads itself; the exporter reads the rest (headers, timeout, compression). */
export interface TracingSettings {
  /** OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT set, and neither OTEL_SDK_DISABLED=true nor OTEL_TRACES_EXPORTER=none. */
  enabled: boolean;
  /** OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL: http/protobuf (the standard's default) or http/json. */
  protocol: 'http/protobuf' | 'http/json';
}

export function readTracingSettings(env: NodeJS.ProcessEnv): TracingSettings {
  const endpoint = (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || '').trim();
  const off = env.OTEL_SDK_DISABLED?.trim() === 'true' || env.OTEL_TRACES_EXPORTER?.trim() === 'none';
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf').trim();
  if (protocol !== 'http/protobuf' && protocol !== 'http/json')
    throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf or http/json (got '${protocol}'): the gateway sends OTLP over HTTP only`);
  return { enabled: endpoint !== '' && !off, protocol };
}

let provider: NodeTracerProvider | null = null;

/**
 * The SDK and its exporters, loaded when tracing is on only: with tracing off (the default) they
 * were ~9 MB of the gateway's resident memory and ~0.4 s of its start (issue 42). Synchronous, so
 * the first request after the start is traced.
 */
function loadSdk() {
  /* eslint-disable @typescript-eslint/no-require-imports -- a module loaded on demand, see above */
  const http = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const proto = require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto');
  const resources = require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const base = require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');
  const node = require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  /* eslint-enable @typescript-eslint/no-require-imports -- the on-demand loads end here */
  return {
    JsonExporter: http.OTLPTraceExporter,
    ProtobufExporter: proto.OTLPTraceExporter,
    ...resources,
    BatchSpanProcessor: base.BatchSpanProcessor,
    NodeTracerProvider: node.NodeTracerProvider,
  };
}

/**
 * Registers the OpenTelemetry SDK once per process (its tracer, context and propagator are
 * global): spans batched to the OTLP endpoint. Answers a flush for the stop, or null when off.
 */
export function startTracing(settings: TracingSettings, logger: Logger): { flush(): Promise<void> } | null {
  if (!settings.enabled) return null;
  if (!provider) {
    const { JsonExporter, ProtobufExporter, defaultResource, detectResources, envDetector, resourceFromAttributes, BatchSpanProcessor, NodeTracerProvider } =
      loadSdk();
    const exporter = settings.protocol === 'http/json' ? new JsonExporter() : new ProtobufExporter();
    const resource = defaultResource()
      .merge(resourceFromAttributes({ 'service.name': 'backoffice-gateway' }))
      .merge(detectResources({ detectors: [envDetector] }));
    provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporter)] });
    provider.register();
    tracingStarted();
    logger.info({ protocol: settings.protocol }, 'tracing: spans go to the OTLP endpoint');
  }
  const started = provider;
  return { flush: () => started.forceFlush().catch((err) => logger.warn({ err: String(err) }, 'tracing: spans not sent')) };
}

/**
 * The request's span (the operation's, once Apollo names it), continuing an incoming `traceparent`.
 * The request's streams are bound to it: the body arrives on their events, outside this call.
 */
export const traceRequests: RequestHandler = (req, res, next) => {
  if (!tracingOn()) return next();
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const span = trace.getTracer('backoffice-gateway').startSpan(
    `${req.method} ${routeOf(req.path)}`,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': req.method, 'http.route': routeOf(req.path), 'backoffice.request_id': String(req.id ?? '') },
    },
    parent,
  );
  const active = trace.setSpan(parent, span);
  res.on('close', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  context.bind(active, req);
  context.bind(active, res);
  context.with(active, next);
};

/**
 * A span for each Query and Mutation field: the resolvers that call the provider (nested fields
 * go through the loaders, whose calls have spans of their own). Only when tracing is on.
 */
export function traceRootFields(schema: GraphQLSchema): void {
  if (!tracingOn()) return;
  for (const type of [schema.getQueryType(), schema.getMutationType()].filter((t): t is GraphQLObjectType => Boolean(t))) {
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      const name = `resolve ${type.name}.${field.name}`;
      field.resolve = (source, args, ctx, info) =>
        inSpan(name, { 'graphql.field.path': `${type.name}.${field.name}` }, async () => resolve(source, args, ctx, info));
    }
  }
}
