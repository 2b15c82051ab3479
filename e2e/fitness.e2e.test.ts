import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/fitness in real browsers: the account holder logs a workout for a family member and sees the
// week's chart table and totals update; a second device shows it without reloading; a weekly plan is
// made on /app/fitness/edit and an exercise ticked off on /app/fitness/plan lands in the log. Offline, a
// workout, a goal and a weight show at once, marked waiting, and reach the other device once online.

const chromium = checkChromium();

/** The Monday of this week, as the browser (same machine) counts it. */
function thisMonday(): string {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe.skipIf(!chromium.available)("fitness: log, chart, live, plans", () => {
  let holder: { token: string; user: unknown };

  const suite = browserSuite();
  beforeAll(async () => {
    holder = await registerUser(suite.app);
    const dana = (await api(suite.app, "POST", "/api/family-members", { token: holder.token, body: { name: "Dana", ageGroup: "adult" } })).body;
    // 70 kg, so calories are estimated.
    const weighed = await gql(suite.app, "mutation ($m: ID!, $on: String!) { recordBodyWeight(memberId: $m, weightKg: 70, recordedOn: $on) { id } }", { m: dana.id, on: thisMonday() }, holder.token);
    if (weighed.errors) throw new Error(JSON.stringify(weighed.errors));
  }, 180_000);

  async function device(path = "/app/fitness", heading = "Fitness Tracker"): Promise<Page> {
    return (await suite.open(holder, { path, heading })).page;
  }

  /** The last row (this week) of the "Minutes per week" chart's table. */
  const thisWeekMinutes = (page: Page) => page.getByRole("table", { name: "Minutes per week" }).getByRole("row").last();

  it("logs a workout, the week's chart table and totals update, and a second device sees it live", async () => {
    const phone = await device();
    const laptop = await device();
    await phone.getByText("No workouts logged this week yet.").waitFor();
    await laptop.getByText("No workouts logged this week yet.").waitFor();

    await phone.getByRole("button", { name: "Log a workout" }).click();
    await phone.getByRole("combobox", { name: /^Activity/ }).selectOption("12150");
    await phone.getByRole("spinbutton", { name: /^Minutes/ }).fill("45");
    await phone.getByRole("button", { name: "Log workout" }).click();

    // Running, general (8.0 MET) × 70 kg × 0.75 h = 420 kcal.
    await phone.getByTestId("workout-row").filter({ hasText: "Running, general" }).filter({ hasText: "420 kcal" }).waitFor();
    await phone.getByTestId("week-totals").filter({ hasText: "1 workout · 45 min" }).waitFor();
    await thisWeekMinutes(phone).filter({ hasText: "45 min" }).waitFor({ state: "attached" });
    await phone.getByRole("figure").filter({ hasText: "Minutes per week" }).getByRole("button", { name: "Show table" }).click();
    await thisWeekMinutes(phone).filter({ hasText: "45 min" }).waitFor();
    await phone.getByRole("figure").filter({ hasText: "Minutes per week" }).locator(".chart-plot canvas").first().waitFor({ state: "attached" });

    // The other device, without reloading.
    await laptop.getByTestId("workout-row").filter({ hasText: "Running, general" }).waitFor();
    await laptop.getByTestId("week-totals").filter({ hasText: "1 workout · 45 min" }).waitFor();
    await thisWeekMinutes(laptop).filter({ hasText: "45 min" }).waitFor({ state: "attached" });
    // The meal plan is wired as the source of calories eaten: the energy table has its Eaten column.
    await laptop.getByRole("columnheader", { name: "Eaten" }).waitFor();
    expect(await laptop.getByTestId("energy-note").count()).toBe(0);
  }, 120_000);

  it("makes a weekly plan and ticks an exercise off into the log", async () => {
    const phone = await device("/app/fitness/plan", "Weekly plans");
    const laptop = await device();
    await phone.getByRole("link", { name: "New plan" }).click();
    await phone.getByRole("heading", { name: /^New plan/, level: 1 }).waitFor();
    await phone.getByRole("textbox", { name: /^Plan name/ }).fill("Strong legs");
    await phone.getByRole("button", { name: "Add an exercise" }).click();
    await phone.getByRole("combobox", { name: /^Day/ }).selectOption("0");
    await phone.getByRole("combobox", { name: /^Activity/ }).selectOption("02054");
    await phone.getByRole("textbox", { name: /^Exercise/ }).fill("Squat");
    await phone.getByRole("spinbutton", { name: /^Minutes/ }).fill("30");
    await phone.getByRole("spinbutton", { name: /^Sets/ }).fill("3");
    await phone.getByRole("spinbutton", { name: /^Reps/ }).fill("10");
    await phone.getByRole("spinbutton", { name: /^Weight, lb/ }).fill("100");
    await phone.getByRole("button", { name: "Save plan" }).click();

    await phone.getByRole("heading", { name: "Weekly plans", level: 1 }).waitFor();
    const card = phone.getByTestId("plan-card").filter({ hasText: "Strong legs" });
    await card.getByTestId("plan-progress").filter({ hasText: "0 of 1 done this week" }).waitFor();
    await card.getByRole("checkbox", { name: /Squat/ }).check();
    await card.getByTestId("plan-progress").filter({ hasText: "1 of 1 done this week" }).waitFor();

    // Ticked off = logged: the other device's week shows it, sets and all.
    await laptop.getByTestId("workout-row").filter({ hasText: "Squat 3 × 10 × 100 lb" }).waitFor();
    await laptop.getByTestId("week-totals").filter({ hasText: "2 workouts · 1 h 15 min" }).waitFor();
    await laptop.getByRole("table", { name: "Volume per exercise (reps × lb)" }).getByRole("row").last().filter({ hasText: "3,000 lb" }).waitFor({ state: "attached" });
  }, 120_000);

  it("a workout, a goal and a weight recorded offline show at once, marked waiting, and sync once when back online", async () => {
    const family = await registerUser(suite.app);
    const mia = (await api(suite.app, "POST", "/api/family-members", { token: family.token, body: { name: "Mia", ageGroup: "adult" } })).body as { id: string };
    const open = (ownLink = false) => suite.open(family, { path: "/app/fitness", heading: "Fitness Tracker", ownLink });
    const laptop = (await open()).page;
    const offline = await open(true);
    const { page: phone } = offline;
    const rows = (page: Page) => page.getByTestId("workout-row");
    const waitingRow = (page: Page) => page.locator('[data-testid="workout-row"][data-pending="true"]');
    const syncedRow = (page: Page) => page.locator('[data-testid="workout-row"]:not([data-pending])');
    await phone.getByText("No workouts logged this week yet.").waitFor();
    await laptop.getByText("No workouts logged this week yet.").waitFor();

    await offline.setOffline(true);
    await phone.getByText("You're offline").waitFor();

    await phone.getByRole("button", { name: "Log a workout" }).click();
    await phone.getByRole("combobox", { name: /^Activity/ }).selectOption("12150");
    await phone.getByRole("spinbutton", { name: /^Minutes/ }).fill("45");
    await phone.getByRole("button", { name: "Log workout" }).click();
    // In this week's log at once, marked, and counted in the week.
    await waitingRow(phone).filter({ hasText: "Running, general" }).filter({ hasText: "Waiting to sync" }).waitFor();
    await phone.getByTestId("week-totals").filter({ hasText: "1 workout · 45 min" }).waitFor();

    const goals = phone.getByRole("form", { name: "Goals" });
    await goals.getByRole("spinbutton", { name: "Weekly minutes goal" }).fill("150");
    await goals.getByRole("button", { name: "Save goals" }).click();
    await phone.getByTestId("minutes-goal").filter({ hasText: "45 of 150 minutes (30%)" }).waitFor();
    await phone.getByTestId("goals-pending").filter({ hasText: "Waiting to sync" }).waitFor();

    const weight = phone.getByRole("form", { name: "Record weight" });
    await weight.getByRole("spinbutton", { name: "Weight, lb" }).fill("180");
    await weight.getByRole("button", { name: "Record weight" }).click();
    await phone.getByTestId("weight-now").filter({ hasText: "Now 180 lb" }).waitFor();
    await phone.getByTestId("weight-pending").filter({ hasText: "Waiting to sync" }).waitFor();
    await phone.getByText("3 changes waiting to sync").waitFor();
    expect(await phone.getByText("No workouts logged this week yet.").count()).toBe(0);
    expect(await phone.getByText("No weekly goal yet", { exact: false }).count()).toBe(0);
    expect(await phone.getByText("No weight recorded yet.").count()).toBe(0);
    // Nothing has reached the other device yet.
    expect(await rows(laptop).count()).toBe(0);

    // Back online: the outbox delivers all three in order, the marks go, and the other device shows them live.
    await offline.setOffline(false);
    await phone.getByText("3 fitness changes synced").waitFor();
    await phone.getByText(/changes? waiting to sync$/).waitFor({ state: "detached" });
    await syncedRow(phone).filter({ hasText: "Running, general" }).waitFor();
    await phone.getByTestId("goals-pending").waitFor({ state: "detached" });
    await phone.getByTestId("weight-pending").waitFor({ state: "detached" });
    await phone.getByTestId("minutes-goal").filter({ hasText: "45 of 150 minutes (30%)" }).waitFor();
    await phone.getByTestId("weight-now").filter({ hasText: "Now 180 lb" }).waitFor();
    expect(await rows(phone).count()).toBe(1);

    await syncedRow(laptop).filter({ hasText: "Running, general" }).waitFor();
    await laptop.getByTestId("week-totals").filter({ hasText: "1 workout · 45 min" }).waitFor();
    await laptop.getByTestId("minutes-goal").filter({ hasText: "45 of 150 minutes (30%)" }).waitFor();
    await laptop.getByTestId("weight-now").filter({ hasText: "Now 180 lb" }).waitFor();
    expect(await rows(laptop).count()).toBe(1);

    // Each change reached the server exactly once.
    const saved = await gql(
      suite.app,
      "query ($m: ID!, $w: String!) { fitnessSummary(memberId: $m, weekStart: $w) { workouts { durationMinutes } goals { weeklyMinutes } weights { weightKg } } }",
      { m: mia.id, w: thisMonday() },
      family.token,
    );
    expect(saved.data?.fitnessSummary).toEqual({ workouts: [{ durationMinutes: 45 }], goals: { weeklyMinutes: 150 }, weights: [{ weightKg: 81.647 }] });
  }, 180_000);

  it("a new plan opened without a member is for the only member, or the one chosen; 'not found' only for an unknown member", async () => {
    const family = await registerUser(suite.app);
    const addMember = async (name: string) =>
      (await api(suite.app, "POST", "/api/family-members", { token: family.token, body: { name, ageGroup: "adult" } })).body as { id: string };
    const notFound = (page: Page) => page.getByRole("heading", { name: "Family member not found", level: 1 });
    const open = async (path: string) => (await suite.open(family, { path })).page;

    // No members yet: where to add them, not "not found".
    const empty = await open("/app/fitness/edit");
    await empty.getByText("Plans belong to family members.").waitFor();
    expect(await notFound(empty).count()).toBe(0);

    // The only member.
    await addMember("Ana");
    const one = await open("/app/fitness/edit");
    await one.getByRole("heading", { name: "New plan for Ana", level: 1 }).waitFor();

    // Two: the person chooses, and the plan is saved for the one chosen.
    const ben = await addMember("Ben");
    const two = await open("/app/fitness/edit");
    await two.getByRole("heading", { name: "Who is the plan for?" }).waitFor();
    expect(await notFound(two).count()).toBe(0);
    await two.getByRole("button", { name: "Ben", exact: true }).click();
    await two.getByRole("heading", { name: "New plan for Ben", level: 1 }).waitFor();
    expect(new URL(two.url()).searchParams.get("member")).toBe(ben.id);
    await two.getByRole("textbox", { name: /^Plan name/ }).fill("Morning run");
    await two.getByRole("button", { name: "Add an exercise" }).click();
    await two.getByRole("combobox", { name: /^Activity/ }).selectOption("12150");
    await two.getByRole("spinbutton", { name: /^Minutes/ }).fill("20");
    await two.getByRole("button", { name: "Save plan" }).click();
    await two.getByRole("heading", { name: "Weekly plans", level: 1 }).waitFor();
    await two.getByTestId("plan-card").filter({ hasText: "Morning run" }).waitFor();
    const plans = await gql(suite.app, "query ($m: ID!, $w: String!) { workoutPlans(memberId: $m, weekStart: $w) { name } }", { m: ben.id, w: thisMonday() }, family.token);
    expect(plans.data?.workoutPlans).toEqual([{ name: "Morning run" }]);

    // A member id that is no member of the household.
    const unknown = await open(`/app/fitness/edit?member=${randomUUID()}`);
    await notFound(unknown).waitFor();
  }, 120_000);
});
