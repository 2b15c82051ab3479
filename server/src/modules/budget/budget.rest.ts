import { Router } from "express";
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
  router.get("/budget/export.csv", async (req, res) => {
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
  });
  return router;
}
