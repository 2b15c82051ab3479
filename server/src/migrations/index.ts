import { EventStoreMigration } from "./20261121-001-event-store.js";
import { AccountsReadModelsMigration } from "./20261121-002-accounts-read-models.js";
import { SessionsCredentialsFamilyMigration } from "./20261121-003-sessions-credentials-family.js";
import { ShoppingAndSpendingMigration } from "./20261121-004-shopping-and-spending.js";
import { BillingAndBugReportsMigration } from "./20261121-005-billing-and-bug-reports.js";
import { NewsletterSubscriptionsMigration } from "./20261121-006-newsletter-subscriptions.js";
import { CommandOperationMigration } from "./20261126-007-command-operation.js";
import { CommandResultsRetentionMigration } from "./20261127-008-command-results-retention.js";

/** Every migration in order; the same list runs on real Postgres and on the embedded PGlite. */
export const migrationsList = [
  { name: "20261121-001-event-store", class: EventStoreMigration },
  { name: "20261121-002-accounts-read-models", class: AccountsReadModelsMigration },
  { name: "20261121-003-sessions-credentials-family", class: SessionsCredentialsFamilyMigration },
  { name: "20261121-004-shopping-and-spending", class: ShoppingAndSpendingMigration },
  { name: "20261121-005-billing-and-bug-reports", class: BillingAndBugReportsMigration },
  { name: "20261121-006-newsletter-subscriptions", class: NewsletterSubscriptionsMigration },
  { name: "20261126-007-command-operation", class: CommandOperationMigration },
  { name: "20261127-008-command-results-retention", class: CommandResultsRetentionMigration },
];
