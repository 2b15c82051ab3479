import { EventStoreMigration } from "./20261121-001-event-store.js";
import { AccountsReadModelsMigration } from "./20261121-002-accounts-read-models.js";

/** Every migration in order; the same list runs on real Postgres and on the embedded PGlite. */
export const migrationsList = [
  { name: "20261121-001-event-store", class: EventStoreMigration },
  { name: "20261121-002-accounts-read-models", class: AccountsReadModelsMigration },
];
