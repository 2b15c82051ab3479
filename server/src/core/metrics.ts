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
    subscriptionOverflows: new Counter({
      name: "hearth_subscription_overflows_total",
      help: "Times waiting live messages reached their bound while the reader kept up, and were dropped to be re-read from Postgres",
      registers: [registry],
    }),
    subscribersDropped: new Counter({
      name: "hearth_subscribers_dropped_total",
      help: "WebSocket connections closed with 1013 because more than SUBSCRIPTION_MAX_QUEUE live messages waited for them",
      registers: [registry],
    }),
    subscriberQueuePeak: new Gauge({
      name: "hearth_subscriber_queue_peak_messages",
      help: "Most live messages any one WebSocket connection has had waiting since start (at most SUBSCRIPTION_MAX_QUEUE)",
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
