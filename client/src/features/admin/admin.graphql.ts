import { graphql } from "../../gql";

export const BugReportFieldsFragment = graphql(`
  fragment BugReportFields on BugReport {
    id
    title
    description
    stepsToReproduce
    expectedBehavior
    actualBehavior
    severity
    category
    status
    email
    reporterUserId
    userAgent
    url
    viewportWidth
    viewportHeight
    clientTimestamp
    submittedAt
    resolvedAt
    screenshotUrl
    screenshotContentType
  }
`);

export const BugReportsQuery = graphql(`
  query BugReports($status: BugReportStatus, $severity: BugReportSeverity) {
    bugReports(status: $status, severity: $severity) {
      ...BugReportFields
    }
  }
`);

export const ResolveBugReportMutation = graphql(`
  mutation ResolveBugReport($id: ID!) {
    resolveBugReport(id: $id) {
      ...BugReportFields
    }
  }
`);
