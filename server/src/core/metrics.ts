import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Prometheus metrics of one server instance; a registry per instance so tests can run several. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: "hearth_http_requests_total",
      help: "HTTP requests by method, route and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "hearth_http_request_duration_seconds",
      help: "HTTP request latency by method and route",
      labelNames: ["method", "route"] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    eventsAppended: new Counter({
      name: "hearth_events_appended_total",
      help: "Domain events appended to the event store, by type",
      labelNames: ["type"] as const,
      registers: [registry],
    }),
    subscriptionMessages: new Counter({
      name: "hearth_subscription_messages_sent_total",
      help: "Messages delivered to GraphQL subscribers",
      registers: [registry],
    }),
    subscribers: new Gauge({
      name: "hearth_connected_subscribers",
      help: "GraphQL subscriptions currently open on this instance",
      registers: [registry],
    }),
    wsConnections: new Gauge({
      name: "hearth_websocket_connections",
      help: "WebSocket connections currently open on this instance",
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
