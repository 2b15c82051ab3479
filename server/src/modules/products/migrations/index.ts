import type { MigrationEntry } from "../../../core/database.js";
import { ProductsCatalogueMigration } from "./20261123-101-products-catalogue.js";

/** The products module's own tables, in order. */
export const productsMigrations: MigrationEntry[] = [
  { name: "20261123-101-products-catalogue", class: ProductsCatalogueMigration },
];
