import { randomUUID } from "node:crypto";
import { badRequest, conflict } from "../../core/errors.js";
import type { EventTransaction } from "../../core/event-store.js";
import { rawQuery, type EntityManager } from "../../core/database.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { AccountsApi } from "../accounts/index.js";
import type { HouseholdsService } from "../households/index.js";
import {
  decideAlerts,
  decideExpense,
  decidePlan,
  type BudgetObservation,
  type BudgetPlanCommand,
  type ExpenseCommand,
} from "./budget-plan.decider.js";
import { categoryView, cents, spentOf, type BudgetCategoryView } from "./budget-figures.js";
import { dayOf, daysInMonth, monthOf, monthRange, monthsBetween, startOfDay } from "./budget.calendar.js";
import {
  budgetAlertsStream,
  budgetPlanStream,
  categoryKey,
  evolveBudgetAlerts,
  evolveBudgetPlan,
  evolveExpense,
  expenseStream,
  initialBudgetAlertState,
  initialBudgetPlanState,
  initialExpenseState,
  limitInMonth,
  type BudgetPlanState,
  type ExpenseKind,
  type Month,
} from "./budget.events.js";
import { UNCATEGORISED } from "./budget.service.js";

type Queryable = EntityManager;


export interface ExpenseView {
  id: string;
  kind: ExpenseKind;
  date: string;
  amount: number;
  category: string;
  store: string | null;
  note: string | null;
  paidByMemberId: string | null;
  paidByName: string;
}

export interface BudgetAlertView {
  month: string;
  category: string | null;
  threshold: number;
  spent: number;
  limit: number;
  raisedAt: string;
  sequence: number;
}

export interface BudgetMonthView {
  month: string;
  timeZone: string;
  /** Days of the month gone, today included (0 for a future month). */
  daysElapsed: number;
  daysInMonth: number;
  total: BudgetCategoryView;
  categories: BudgetCategoryView[];
  expenses: ExpenseView[];
  alerts: BudgetAlertView[];
  /** What each person paid this month: purchases they marked and expenses they paid. */
  byPayer: { name: string; amount: number }[];
}

export interface BudgetHistoryMonth {
  month: string;
  spent: number;
  limit: number | null;
  byCategory: { category: string; spent: number }[];
}

export interface ExpenseInput {
  id?: string | null;
  kind: ExpenseKind;
  date: string;
  amount: number;
  category: string;
  store?: string | null;
  note?: string | null;
  paidByMemberId?: string | null;
}

/** One month's money by category key: purchases, expenses, refunds, and the display name seen first. */
interface MonthTotals {
  byKey: Map<string, { category: string; purchases: number; expenses: number; refunds: number }>;
}

async function monthTotals(db: Queryable, householdId: string, month: Month, onlyKeys?: string[]): Promise<MonthTotals> {
  const totals = (await rangeTotals(db, householdId, month, month)).get(month)!;
  if (onlyKeys) for (const key of [...totals.byKey.keys()]) if (!onlyKeys.includes(key)) totals.byKey.delete(key);
  return totals;
}

/**
 * Every month's totals from one month to another in two queries (not two per month): purchases from their
 * sums by month of the household's time zone (`spending_months`, kept by the spending projection with the
 * same calendar as monthRange), expenses and refunds by the month of their day.
 */
async function rangeTotals(db: Queryable, householdId: string, fromMonth: Month, toMonth: Month): Promise<Map<Month, MonthTotals>> {
  const months = monthsBetween(fromMonth, toMonth);
  // Purchases are summed by month of the household's time zone as they are recorded (`spending_months`).
  const purchases = await rawQuery<{ month: string; category: string; amount: number }>(
    db,
    "select month, category, amount::float8 as amount from spending_months where household_id = ? and month >= ? and month <= ?",
    [householdId, fromMonth, toMonth],
  );
  const expenses = await rawQuery<{ month: string; category: string; kind: string; amount: number }>(
    db,
    `select substr(day, 1, 7) as month, category, kind, sum(amount)::float8 as amount from budget_expenses
     where household_id = ? and day >= ? and day <= ? group by 1, 2, 3`,
    [householdId, `${fromMonth}-01`, `${toMonth}-31`],
  );
  const result = new Map<Month, MonthTotals>(months.map((m) => [m, { byKey: new Map() }]));
  const bucket = (month: Month | undefined, category: string) => {
    const byKey = month && result.get(month)?.byKey;
    if (!byKey) return null;
    const key = categoryKey(category);
    let b = byKey.get(key);
    if (!b) {
      b = { category, purchases: 0, expenses: 0, refunds: 0 };
      byKey.set(key, b);
    }
    return b;
  };
  for (const row of purchases) {
    const b = bucket(row.month, row.category);
    if (b) b.purchases += Number(row.amount);
  }
  for (const row of expenses) {
    const b = bucket(row.month, row.category);
    if (!b) continue;
    if (row.kind === "refund") b.refunds += Number(row.amount);
    else b.expenses += Number(row.amount);
  }
  return result;
}

/** Budget plan, expenses, alerts and the month views: the one implementation behind GraphQL and REST. */
export function createBudgetService(core: CoreServices, deps: { accounts: AccountsApi; households: HouseholdsService }) {
  const meta = (ctx: RequestContext, auth: TokenClaims) => ({
    householdId: auth.householdId,
    actorId: auth.userId,
    now: core.now(),
    clientId: ctx.clientId,
    correlationId: ctx.requestId,
    idempotencyKey: ctx.idempotencyKey,
  });

  /** The household's budget plan (limits, categories, time zone) from the read models, in one statement. */
  async function planOf(db: Queryable, householdId: string): Promise<BudgetPlanState> {
    const [row] = await rawQuery<{ limits: unknown; time_zone: string | null; categories: unknown }>(
      db,
      `select
         (select coalesce(json_agg(json_build_object('category_key', category_key, 'from_month', from_month, 'amount', amount) order by from_month desc), '[]'::json)
            from budget_limits where household_id = ?) as limits,
         (select time_zone from budget_settings where household_id = ?) as time_zone,
         (select coalesce(json_agg(json_build_object('category_key', category_key, 'name', name)), '[]'::json)
            from budget_categories where household_id = ?) as categories`,
      [householdId, householdId, householdId],
    );
    const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
    const limits = parse<{ category_key: string; from_month: string; amount: number | null }[]>(row.limits);
    const categories = parse<{ category_key: string; name: string }[]>(row.categories);
    const state: BudgetPlanState = { limits: {}, categories: {}, timeZone: row.time_zone ?? "UTC" };
    for (const limit of limits) (state.limits[limit.category_key] ??= []).push({ fromMonth: limit.from_month, amount: limit.amount === null ? null : Number(limit.amount) });
    for (const category of categories) state.categories[category.category_key] = category.name;
    return state;
  }

  /**
   * After spending changed in `month`: raises the 80% and 100% alerts the change reached, for the
   * touched categories and the total, in the same transaction (so the device that caused it hears it).
   */
  async function checkThresholds(tx: EventTransaction, month: Month, categories: (string | null)[], known?: BudgetPlanState): Promise<void> {
    const plan = known ?? (await planOf(tx.em, tx.householdId));
    const keys = [...new Set(categories.map((c) => categoryKey(c ?? UNCATEGORISED)))];
    const watched = keys.filter((key) => limitInMonth(plan, key, month) !== null);
    const totalLimit = limitInMonth(plan, "", month);
    if (watched.length === 0 && totalLimit === null) return;
    const totals = await monthTotals(tx.em, tx.householdId, month);
    const observations: BudgetObservation[] = watched.map((key) => {
      const b = totals.byKey.get(key);
      return { category: plan.categories[key] ?? b?.category ?? key, spent: b ? spentOf(b) : 0, limit: limitInMonth(plan, key, month) };
    });
    if (totalLimit !== null) {
      const spent = [...totals.byKey.values()].reduce((sum, b) => sum + spentOf(b), 0);
      observations.push({ category: null, spent: cents(spent), limit: totalLimit });
    }
    const stream = budgetAlertsStream(tx.householdId);
    const { state, version } = await tx.load(stream, evolveBudgetAlerts, initialBudgetAlertState);
    await tx.append(stream, version, decideAlerts(state, { type: "CheckBudgetThresholds", month, observations }));
  }

  async function runPlan(ctx: RequestContext, auth: TokenClaims, command: BudgetPlanCommand): Promise<void> {
    await core.store.execute(meta(ctx, auth), async (tx) => {
      const stream = budgetPlanStream(auth.householdId);
      const { state, version } = await tx.load(stream, evolveBudgetPlan, initialBudgetPlanState);
      const events = decidePlan(state, command);
      await tx.append(stream, version, events);
      // A lower budget can put a category past a threshold at once.
      if (command.type === "SetBudgetLimit" && events.length > 0) {
        const now = monthOf(tx.meta.now, events.reduce(evolveBudgetPlan, state).timeZone);
        if (command.fromMonth <= now) await checkThresholds(tx, now, [command.category ?? UNCATEGORISED]);
      }
      return null;
    });
  }

  async function payer(auth: TokenClaims, memberId: string | null | undefined): Promise<{ paidByMemberId: string | null; paidByName: string }> {
    const chosen = memberId ?? auth.familyMemberId ?? null;
    if (!chosen) return { paidByMemberId: null, paidByName: auth.name || auth.displayName || auth.email };
    const member = (await deps.households.familyMembers(auth.householdId)).find((m) => m.id === chosen);
    if (!member) {
      if (memberId) throw badRequest("Paid by must be a member of your family");
      return { paidByMemberId: null, paidByName: auth.name || auth.displayName || auth.email };
    }
    return { paidByMemberId: member.id, paidByName: member.name };
  }

  async function runExpense(ctx: RequestContext, auth: TokenClaims, expenseId: string, command: ExpenseCommand): Promise<ExpenseView | null> {
    return core.store.execute(meta(ctx, auth), async (tx) => {
      const stream = expenseStream(expenseId);
      if (command.type === "RecordExpense") {
        const [foreign] = await tx.em.execute<{ found: number }[]>(
          "select 1 as found from events where stream_id = ? and household_id <> ? limit 1",
          [stream, auth.householdId],
        );
        if (foreign) throw conflict("This id is already in use; choose another");
      }
      const { state, version } = await tx.load(stream, evolveExpense, initialExpenseState);
      const events = decideExpense(state, command);
      await tx.append(stream, version, events);
      const after = events.reduce(evolveExpense, state);
      const touched = [state.expense, after.expense].filter((e) => e !== null);
      for (const month of new Set(touched.map((e) => e.date.slice(0, 7)))) {
        await checkThresholds(tx, month, touched.map((e) => e.category));
      }
      return after.expense ? { id: expenseId, ...omitId(after.expense) } : null;
    });
  }

  const omitId = <T extends { expenseId: string }>(value: T): Omit<T, "expenseId"> => {
    const { expenseId: _id, ...rest } = value;
    return rest;
  };

  async function expenseFields(auth: TokenClaims, input: ExpenseInput) {
    return {
      kind: input.kind,
      date: input.date,
      amount: input.amount,
      category: input.category,
      store: input.store ?? null,
      note: input.note ?? null,
      ...(await payer(auth, input.paidByMemberId)),
    };
  }



  function toExpenseView(row: Record<string, any>): ExpenseView {
    return {
      id: row.id,
      kind: row.kind,
      date: row.day,
      amount: Number(row.amount),
      category: row.category,
      store: row.store,
      note: row.note,
      paidByMemberId: row.paid_by_member_id,
      paidByName: row.paid_by_name,
    };
  }

  function toAlertView(row: Record<string, any>): BudgetAlertView {
    return {
      month: row.month,
      category: row.category,
      threshold: Number(row.threshold),
      spent: Number(row.spent),
      limit: Number(row.amount),
      raisedAt: new Date(row.raised_at).toISOString(),
      sequence: Number(row.sequence),
    };
  }

  /**
   * What each person paid: one entry per person, keyed by a stable id and named as they are called now.
   * A purchase is its marker's (a user); an expense is its family member's, else the user who recorded it
   * as paid by them. A family member's own sign-in is the member (`budget_member_accounts`), so what they
   * buy and the expenses that name them add up together. Names: the member's name, else the account's
   * (accounts' display name rule), else the name recorded with the expense.
   */
  async function payersOf(
    db: Queryable,
    householdId: string,
    payments: { userId: string | null; memberId: string | null; recordedName: string | null; amount: number }[],
  ): Promise<{ name: string; amount: number }[]> {
    const userIds = [...new Set(payments.flatMap((p) => (p.userId && !p.memberId ? [p.userId] : [])))];
    const accounts = userIds.length
      ? await db.execute<{ user_id: string; family_member_id: string }[]>(
          `select user_id, family_member_id from budget_member_accounts where household_id = ? and user_id in (${userIds.map(() => "?").join(", ")})`,
          [householdId, ...userIds],
        )
      : [];
    const memberOfUser = new Map(accounts.map((row) => [row.user_id, row.family_member_id]));
    const memberNames = new Map((await deps.households.familyMembers(householdId)).map((m) => [m.id, m.name]));
    const userNames = await deps.accounts.displayNames(householdId, userIds);
    const people = new Map<string, { name: string | null; fallback: string | null; amount: number }>();
    for (const p of payments) {
      const memberId = p.memberId ?? (p.userId ? memberOfUser.get(p.userId) : undefined) ?? null;
      const key = memberId ? `member:${memberId}` : p.userId ? `user:${p.userId}` : p.recordedName ? `name:${p.recordedName}` : "someone";
      const name = memberId ? (memberNames.get(memberId) ?? null) : p.userId ? (userNames.get(p.userId) ?? null) : p.recordedName;
      const person = people.get(key) ?? { name: null, fallback: null, amount: 0 };
      person.name ??= name;
      person.fallback ??= (p.userId ? userNames.get(p.userId) : undefined) ?? p.recordedName;
      person.amount += p.amount;
      people.set(key, person);
    }
    return [...people.values()]
      .map((p) => ({ name: p.name || p.fallback || "Someone in your family", amount: cents(p.amount) }))
      .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
  }

  const checkMonth = (month: string) => {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest("Month must look like 2026-11");
  };

  return {
    syncPoint: (householdId: string) => core.store.headOf(householdId),

    /** For purchases: checks the alerts of the month `at` falls in, in the household's time zone. */
    async checkSpendingAt(tx: EventTransaction, at: Date, categories: (string | null)[]): Promise<void> {
      const plan = await planOf(tx.em, tx.householdId);
      await checkThresholds(tx, monthOf(at, plan.timeZone), categories, plan);
    },

    setLimit: (ctx: RequestContext, auth: TokenClaims, input: { category: string | null; amount: number; fromMonth: string }) =>
      runPlan(ctx, auth, { type: "SetBudgetLimit", ...input }),
    clearLimit: (ctx: RequestContext, auth: TokenClaims, input: { category: string | null; fromMonth: string }) =>
      runPlan(ctx, auth, { type: "ClearBudgetLimit", ...input }),
    addCategory: (ctx: RequestContext, auth: TokenClaims, name: string) => runPlan(ctx, auth, { type: "AddBudgetCategory", name }),
    removeCategory: (ctx: RequestContext, auth: TokenClaims, name: string) => runPlan(ctx, auth, { type: "RemoveBudgetCategory", name }),
    setTimeZone: (ctx: RequestContext, auth: TokenClaims, timeZone: string) => runPlan(ctx, auth, { type: "SetBudgetTimeZone", timeZone }),

    async recordExpense(ctx: RequestContext, auth: TokenClaims, input: ExpenseInput): Promise<ExpenseView> {
      const id = input.id ?? randomUUID();
      const view = await runExpense(ctx, auth, id, { type: "RecordExpense", expenseId: id, fields: await expenseFields(auth, input) });
      return view!;
    },
    async correctExpense(ctx: RequestContext, auth: TokenClaims, id: string, input: ExpenseInput): Promise<ExpenseView> {
      const view = await runExpense(ctx, auth, id, { type: "CorrectExpense", expenseId: id, fields: await expenseFields(auth, input) });
      return view!;
    },
    async deleteExpense(ctx: RequestContext, auth: TokenClaims, id: string): Promise<void> {
      await runExpense(ctx, auth, id, { type: "DeleteExpense", expenseId: id });
    },

    /** The month in the household's time zone, now. */
    async currentMonth(householdId: string): Promise<string> {
      const plan = await planOf(core.db.em(), householdId);
      return monthOf(core.now(), plan.timeZone);
    },

    async month(householdId: string, month: string): Promise<BudgetMonthView> {
      checkMonth(month);
      const em = core.db.em();
      const plan = await planOf(em, householdId);
      const totals = await monthTotals(em, householdId, month);
      const today = dayOf(core.now(), plan.timeZone);
      const days = daysInMonth(month);
      const elapsed = today.slice(0, 7) === month ? Number(today.slice(8, 10)) : today.slice(0, 7) > month ? days : 0;
      const pace = { elapsed, days };

      const keys = new Set<string>([...totals.byKey.keys(), ...Object.keys(plan.categories)]);
      const limitNames = new Map(
        (await em.execute<{ category_key: string; category: string }[]>(
          "select distinct on (category_key) category_key, category from budget_limits where household_id = ? and category is not null order by category_key, from_month desc",
          [householdId],
        )).map((r) => [r.category_key, r.category]),
      );
      for (const key of Object.keys(plan.limits)) if (key && limitInMonth(plan, key, month) !== null) keys.add(key);
      const categories = [...keys].map((key) => {
        const money = totals.byKey.get(key) ?? { category: "", purchases: 0, expenses: 0, refunds: 0 };
        const name = plan.categories[key] ?? (money.category || limitNames.get(key) || key);
        return categoryView(name, money, limitInMonth(plan, key, month), pace, Boolean(plan.categories[key]));
      });
      categories.sort((a, b) => (b.limit ?? -1) - (a.limit ?? -1) || b.spent - a.spent || a.category.localeCompare(b.category));

      const sum = { purchases: 0, expenses: 0, refunds: 0 };
      for (const b of totals.byKey.values()) {
        sum.purchases += b.purchases;
        sum.expenses += b.expenses;
        sum.refunds += b.refunds;
      }
      const expenseRows = await em.execute<Record<string, any>[]>(
        "select * from budget_expenses where household_id = ? and day >= ? and day <= ? order by day desc, recorded_at desc",
        [householdId, `${month}-01`, `${month}-31`],
      );
      const alertRows = await em.execute<Record<string, any>[]>(
        "select * from budget_alerts where household_id = ? and month = ? order by sequence desc",
        [householdId, month],
      );
      const { from, to } = monthRange(month, plan.timeZone);
      const purchasePayers = await em.execute<{ paid_by: string | null; amount: number }[]>(
        `select paid_by, sum(amount)::float8 as amount from spending_entries
         where household_id = ? and reversed_at is null and spent_at >= ? and spent_at < ? group by 1`,
        [householdId, from, to],
      );
      const byPayer = await payersOf(em, householdId, [
        ...purchasePayers.map((row) => ({ userId: row.paid_by, memberId: null, recordedName: null, amount: Number(row.amount) })),
        ...expenseRows.map((row) => ({
          userId: row.paid_by_user_id as string | null,
          memberId: row.paid_by_member_id as string | null,
          recordedName: row.paid_by_name as string,
          amount: row.kind === "refund" ? -Number(row.amount) : Number(row.amount),
        })),
      ]);
      return {
        month,
        timeZone: plan.timeZone,
        daysElapsed: elapsed,
        daysInMonth: days,
        total: categoryView("Total", sum, limitInMonth(plan, "", month), pace, false),
        categories,
        expenses: expenseRows.map(toExpenseView),
        alerts: alertRows.map(toAlertView),
        byPayer,
      };
    },

    async history(householdId: string, fromMonth: string, toMonth: string): Promise<BudgetHistoryMonth[]> {
      checkMonth(fromMonth);
      checkMonth(toMonth);
      if (fromMonth > toMonth) throw badRequest("fromMonth must not be after toMonth");
      if (monthsBetween(fromMonth, toMonth).length > 60) throw badRequest("History covers at most 60 months");
      const em = core.db.em();
      const plan = await planOf(em, householdId);
      const result: BudgetHistoryMonth[] = [];
      const all = await rangeTotals(em, householdId, fromMonth, toMonth);
      for (const month of monthsBetween(fromMonth, toMonth)) {
        const totals = all.get(month)!;
        const byCategory = [...totals.byKey.values()]
          .map((b) => ({ category: b.category, spent: spentOf(b) }))
          .sort((a, b) => b.spent - a.spent || a.category.localeCompare(b.category));
        result.push({ month, spent: cents(byCategory.reduce((s, c) => s + c.spent, 0)), limit: limitInMonth(plan, "", month), byCategory });
      }
      return result;
    },

    /** Recent alerts of the household (the home screen's list), newest first. */
    async recentAlerts(householdId: string, limit = 10): Promise<BudgetAlertView[]> {
      const rows = await core.db
        .em()
        .execute<Record<string, any>[]>("select * from budget_alerts where household_id = ? order by sequence desc limit ?", [householdId, Math.min(limit, 50)]);
      return rows.map(toAlertView);
    },

    /** Every category the household uses: its own, budgeted ones, and those seen on purchases and expenses. */
    async categories(householdId: string): Promise<string[]> {
      const em = core.db.em();
      const plan = await planOf(em, householdId);
      // Of names differing only in case, the first seen wins: the household's own, then budgeted, then
      // expenses', then purchases' categories. Purchases' are read by skipping through (household_id,
      // category): one index probe per category, not a read of every purchase.
      const seen = await em.execute<{ category: string }[]>(
        `with recursive used(category) as (
           select min(category) from spending_entries where household_id = ?
           union all
           select (select min(s.category) from spending_entries s where s.household_id = ? and s.category > used.category) from used where used.category is not null
         )
         select category from (
           select distinct category, 1 as rank from budget_limits where household_id = ? and category is not null
           union all select distinct category, 2 from budget_expenses where household_id = ?
           union all select coalesce(nullif(category, ''), ?), 3 from used where category is not null
           union all select ?::text, 3 where exists (select 1 from spending_entries where household_id = ? and category is null)
         ) c order by rank, category`,
        [householdId, householdId, householdId, householdId, UNCATEGORISED, UNCATEGORISED, householdId],
      );
      const byKey = new Map<string, string>();
      for (const name of [...Object.values(plan.categories), ...seen.map((r) => r.category)]) {
        if (!byKey.has(categoryKey(name))) byKey.set(categoryKey(name), name);
      }
      return [...byKey.values()].sort((a, b) => a.localeCompare(b));
    },

    /** Purchases, expenses and refunds from one day to another (both included), oldest first, for CSV. */
    async ledger(householdId: string, fromDay: string, toDay: string) {
      const em = core.db.em();
      const plan = await planOf(em, householdId);
      const from = startOfDay(fromDay, plan.timeZone);
      const to = startOfDay(addDay(toDay), plan.timeZone);
      const purchases = await em.execute<Record<string, any>[]>(
        `select description, category, amount, spent_at, paid_by from spending_entries
         where household_id = ? and reversed_at is null and spent_at >= ? and spent_at < ? order by spent_at, id`,
        [householdId, from, to],
      );
      const expenses = await em.execute<Record<string, any>[]>(
        "select * from budget_expenses where household_id = ? and day >= ? and day <= ? order by day, recorded_at",
        [householdId, fromDay, toDay],
      );
      const names = await deps.accounts.displayNames(householdId, purchases.flatMap((r) => (r.paid_by ? [r.paid_by] : [])));
      const rows = [
        ...purchases.map((r) => ({
          date: dayOf(new Date(r.spent_at), plan.timeZone),
          type: "purchase",
          description: r.description as string,
          category: (r.category as string | null) || UNCATEGORISED,
          store: "",
          amount: Number(r.amount),
          paidBy: (r.paid_by && names.get(r.paid_by)) || "",
          note: "",
        })),
        ...expenses.map((r) => ({
          date: r.day as string,
          type: r.kind as string,
          description: (r.note as string | null) ?? (r.kind === "refund" ? "Refund" : "Expense"),
          category: r.category as string,
          store: (r.store as string | null) ?? "",
          amount: r.kind === "refund" ? -Number(r.amount) : Number(r.amount),
          paidBy: r.paid_by_name as string,
          note: (r.note as string | null) ?? "",
        })),
      ];
      return rows.sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}

function addDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export type BudgetService = ReturnType<typeof createBudgetService>;
