import type { BugReportFieldsFragment } from "../../../gql/graphql";
import { categoryLabel, formatDateTime, severityLabel } from "../admin.labels";
import { ScreenshotImage } from "./screenshot-image";

interface BugReportCardProps {
  report: BugReportFieldsFragment;
  resolving: boolean;
  onResolve: (id: string) => void;
}

export function BugReportCard({ report, resolving, onResolve }: BugReportCardProps) {
  const headingId = `report-${report.id}`;
  return (
    <article className={`card report-card report-card--${report.severity}`} aria-labelledby={headingId}>
      <header className="report-card__header">
        <div>
          <h3 id={headingId}>{report.title}</h3>
          <p className="report-card__meta">
            <span className={`report-badge report-badge--${report.severity}`}>{severityLabel(report.severity)}</span>
            <span className="report-badge">{categoryLabel(report.category)}</span>
            <span className={`report-badge report-badge--${report.status}`}>{report.status === "open" ? "Open" : "Resolved"}</span>
            <span>Sent {formatDateTime(report.submittedAt)}</span>
          </p>
        </div>
        {report.status === "open" ? (
          <button type="button" className="button button--secondary" disabled={resolving} onClick={() => onResolve(report.id)}>
            {resolving ? "Marking resolved..." : "Mark resolved"}
          </button>
        ) : (
          <p className="report-card__resolved">Resolved {formatDateTime(report.resolvedAt)}</p>
        )}
      </header>

      <div className="report-card__body">
        <div className="report-card__text">
          <p className="report-card__description">{report.description}</p>
          <dl className="report-card__details">
            {report.stepsToReproduce ? <Detail term="Steps to reproduce" value={report.stepsToReproduce} pre /> : null}
            {report.expectedBehavior ? <Detail term="Expected" value={report.expectedBehavior} /> : null}
            {report.actualBehavior ? <Detail term="Actual" value={report.actualBehavior} /> : null}
            <div>
              <dt>Reply to</dt>
              <dd>
                <a href={`mailto:${report.email}?subject=${encodeURIComponent(`Re: ${report.title}`)}`}>{report.email}</a>
                {report.reporterUserId ? " (signed in)" : " (not signed in)"}
              </dd>
            </div>
            {report.url ? <Detail term="Page" value={report.url} /> : null}
            {report.viewportWidth && report.viewportHeight ? (
              <Detail term="Window" value={`${report.viewportWidth} × ${report.viewportHeight}`} />
            ) : null}
            {report.userAgent ? <Detail term="Browser" value={report.userAgent} /> : null}
          </dl>
        </div>
        {report.screenshotUrl ? (
          <ScreenshotImage src={report.screenshotUrl} alt={`Screenshot sent with “${report.title}”`} />
        ) : (
          <p className="report-shot report-shot__message">No screenshot was sent with this report.</p>
        )}
      </div>
    </article>
  );
}

function Detail({ term, value, pre = false }: { term: string; value: string; pre?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={pre ? "report-card__pre" : undefined}>{value}</dd>
    </div>
  );
}
