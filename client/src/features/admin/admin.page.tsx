import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import type { BugReportSeverity, BugReportStatus } from "../../gql/graphql";
import { decodeTokenPayload } from "../../lib/auth-token";
import { describeFailure } from "../../lib/graphql-errors";
import { readToken } from "../../lib/session";
import { isStaffRole, SEVERITY_FILTERS, STATUS_FILTERS, type SeverityFilter, type StatusFilter } from "./admin.labels";
import { BugReportsQuery, ResolveBugReportMutation } from "./admin.graphql";
import { BugReportCard } from "./components/bug-report-card";
import "./admin.css";

const pick = <T extends string>(value: string | null, allowed: readonly { value: T }[], fallback: T): T =>
  allowed.find((option) => option.value === value)?.value ?? fallback;

/** /app/admin: the reports people sent from the app, with their screenshots, for admins and moderators. */
export function AdminPage() {
  useDocumentTitle("Admin Dashboard");
  const role = decodeTokenPayload(readToken() ?? "")?.role;
  return (
    <div className="page stack admin-page">
      <header>
        <h1>Admin Dashboard</h1>
        <p className="page__lead">Bug reports and feedback sent from inside Hearth, newest first.</p>
      </header>
      {isStaffRole(role) ? (
        <BugReports />
      ) : (
        <p className="form-error" role="alert">
          This dashboard is for Hearth's admins and moderators. If you need access, ask an admin.
        </p>
      )}
    </div>
  );
}

function BugReports() {
  const id = useId();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const status = pick<StatusFilter>(params.get("status"), STATUS_FILTERS, "open");
  const severity = pick<SeverityFilter>(params.get("severity"), SEVERITY_FILTERS, "all");
  const variables = {
    status: status === "all" ? null : (status as BugReportStatus),
    severity: severity === "all" ? null : (severity as BugReportSeverity),
  };
  const { data, loading, error, refetch } = useQuery(BugReportsQuery, { variables, fetchPolicy: "cache-and-network" });
  const [resolve] = useMutation(ResolveBugReportMutation);
  const [resolving, setResolving] = useState<string | null>(null);

  function setFilter(name: "status" | "severity", value: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  async function markResolved(reportId: string) {
    setResolving(reportId);
    try {
      await resolve({ variables: { id: reportId } });
      toast({ title: "Report resolved", description: "It moves to the resolved reports." });
      await refetch();
    } catch (failure) {
      toast({
        title: "Could not resolve the report",
        description: describeFailure(failure).message ?? "Please try again.",
        variant: "destructive",
      });
    } finally {
      setResolving(null);
    }
  }

  const reports = data?.bugReports ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="stack">
      <div className="admin-toolbar">
        <h2 id={`${id}-heading`}>Bug reports</h2>
        <div className="admin-filters">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-status`}>
              Status
            </label>
            <select id={`${id}-status`} className="select" value={status} onChange={(e) => setFilter("status", e.target.value)}>
              {STATUS_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-severity`}>
              Severity
            </label>
            <select
              id={`${id}-severity`}
              className="select"
              value={severity}
              onChange={(e) => setFilter("severity", e.target.value)}
            >
              {SEVERITY_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button--secondary" onClick={() => void refetch()} disabled={loading}>
            Refresh
          </button>
        </div>
      </div>

      {error && !data ? (
        <div className="form-error" role="alert">
          <p>{describeFailure(error).message ?? "The bug reports could not be loaded."}</p>
        </div>
      ) : null}
      {loading && !data ? <p role="status">Loading bug reports...</p> : null}
      {data && reports.length === 0 ? <p className="admin-empty">No reports match these filters.</p> : null}
      <ul className="report-list" aria-label="Bug reports">
        {reports.map((report) => (
          <li key={report.id}>
            <BugReportCard report={report} resolving={resolving === report.id} onResolve={(reportId) => void markResolved(reportId)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
