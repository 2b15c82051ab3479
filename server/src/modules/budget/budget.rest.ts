import { Router } from "express";
import { z } from "zod";
import { routeOn } from "../../core/api-docs.js";
import { badRequest } from "../../core/errors.js";
import { requireAuth } from "../../core/request.js";
import type { BudgetService } from "./budget-plan.service.js";

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A CSV field: quoted when it holds a comma, quote or line break; formulas are defused for spreadsheets. */
export function csvField(value: string | number): string {
  let text = typeof value === "number" ? value.toFixed(2) : value;
  if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** GET /api/budget/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: purchases, expenses and refunds as CSV (USD). */
export function budgetRoutes(budget: BudgetService): Router {
  const router = Router();
  const day = (what: string) => z.string().regex(DAY).meta({ description: `${what} (YYYY-MM-DD), inclusive`, example: "2026-11-01" });
  routeOn(router, "Budget")(
    {
      method: "get",
      path: "/budget/export.csv",
      summary: "The household's purchases, expenses and refunds as CSV",
      description:
        "One line per purchase, expense or refund between from and to (USD): Date, Type, Description, Category, Store, Amount (USD), Paid by. " +
        "Sent as an attachment named hearth-budget-{from}-to-{to}.csv; text that a spreadsheet would run as a formula starts with a quote.",
      auth: "required",
      query: z.object({ from: day("First day"), to: day("Last day") }),
      responses: { 200: { description: "The ledger as CSV (UTF-8, CRLF line ends, a header line first)", contentType: "text/csv" } },
      errors: { 400: "from or to is missing or not a day like 2026-11-01, or from is after to" },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const from = typeof req.query.from === "string" ? req.query.from : "";
      const to = typeof req.query.to === "string" ? req.query.to : "";
      if (!DAY.test(from) || !DAY.test(to)) throw badRequest("from and to must be days like 2026-11-01");
      if (from > to) throw badRequest("from must not be after to");
      const rows = await budget.ledger(caller.householdId, from, to);
      const lines = [
        ["Date", "Type", "Description", "Category", "Store", "Amount (USD)", "Paid by"].join(","),
        ...rows.map((r) => [r.date, r.type, r.description, r.category, r.store, r.amount, r.paidBy].map(csvField).join(",")),
      ];
      res.set("Content-Type", "text/csv; charset=utf-8");
      res.set("Content-Disposition", `attachment; filename="hearth-budget-${from}-to-${to}.csv"`);
      res.set("Cache-Control", "no-store");
      res.send(`${lines.join("\r\n")}\r\n`);
    },
  );
  return router;
}
