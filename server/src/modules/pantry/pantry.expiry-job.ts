import type { CoreServices } from "../../core/module.js";
import { decideReminder } from "./pantry.decider.js";
import { evolveReminders, remindersStream } from "./pantry.events.js";
import { dayOf, type PantryItemView, type PantryService } from "./pantry.service.js";

export const EXPIRY_JOB = "expiry-reminders";
/** A run that has not finished after this long is taken to have died with its instance; another may take it over. */
const STALE_RUN_MS = 10 * 60_000;
/** How often an instance checks whether today's run is still to do. */
export const EXPIRY_CHECK_MS = 30 * 60_000;

export interface ExpiryRunResult {
  /** false: another instance has the run, or today's run is done. */
  ran: boolean;
  day: string;
  reminders: number;
  mails: number;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

function describe(item: PantryItemView): string {
  const when =
    item.daysLeft === null ? "" : item.daysLeft < 0 ? `expired ${-item.daysLeft} day${item.daysLeft === -1 ? "" : "s"} ago` : item.daysLeft === 0 ? "expires today" : `expires in ${item.daysLeft} day${item.daysLeft === 1 ? "" : "s"}`;
  const kind = item.expiryKind === "use_by" ? "use by" : "best before";
  const value = item.value === null ? "" : `, worth ${usd.format(item.value)}`;
  return `${item.name} (${item.quantity} ${item.unit}, ${item.location}): ${kind} ${item.expiresOn}, ${when}${value}`;
}

/**
 * The daily expiry reminder. One instance at a time runs it, through the database: a run is claimed by
 * one atomic upsert of its (job, day) row in `pantry_job_runs` (a claim left unfinished for ten minutes
 * may be taken over). For each household with dated items it records `PantryExpiryReminderRecorded`
 * (once a day, the decider makes sure) for what expired or expires within the household's window, and
 * mails a digest through the mailer when the household turned that on. The clock is `core.now`.
 */
export function createExpiryJob(core: CoreServices, pantry: PantryService) {
  async function claim(day: string, now: Date): Promise<boolean> {
    const rows = await core.db.em().execute<{ day: string }[]>(
      `insert into pantry_job_runs (job, day, started_at) values (?, ?, ?)
       on conflict (job, day) do update set started_at = excluded.started_at
         where pantry_job_runs.finished_at is null and pantry_job_runs.started_at < ?
       returning day`,
      [EXPIRY_JOB, day, now, new Date(now.getTime() - STALE_RUN_MS)],
    );
    return rows.length > 0;
  }

  async function remindHousehold(householdId: string, day: string): Promise<{ recorded: boolean; mailed: boolean }> {
    const { settings, items } = await pantry.expiring(householdId, day);
    const recorded = await core.store.execute({ householdId, actorId: null, now: core.now(), correlationId: `${EXPIRY_JOB}-${day}` }, async (tx) => {
      const stream = remindersStream(householdId);
      const { state, version } = await tx.load(stream, evolveReminders, { days: [] });
      const events = decideReminder(state, {
        type: "RecordExpiryReminder",
        day,
        windowDays: settings.expiryWindowDays,
        items: items.map((item) => ({ itemId: item.id, name: item.name, expiresOn: item.expiresOn!, expiryKind: item.expiryKind })),
      });
      await tx.append(stream, version, events);
      return events.length > 0;
    });
    if (!recorded || !settings.expiryDigest) return { recorded, mailed: false };
    const recipients = await pantry.householdEmails(householdId);
    const expired = items.filter((item) => item.expiryState === "expired");
    const soon = items.filter((item) => item.expiryState !== "expired");
    const lines = [
      `Good morning from Hearth. ${items.length} item${items.length === 1 ? " needs" : "s need"} your attention today.`,
      "",
      ...(soon.length ? [`Use soon (within ${settings.expiryWindowDays} day${settings.expiryWindowDays === 1 ? "" : "s"}):`, ...soon.map((i) => `- ${describe(i)}`), ""] : []),
      ...(expired.length ? ["Past their date (check before using, or throw away):", ...expired.map((i) => `- ${describe(i)}`), ""] : []),
      `See your pantry: ${core.appUrl()}/app/pantry`,
      "You get this digest because your household turned on expiry mail in the pantry settings.",
    ];
    for (const to of recipients) {
      await core.mailer.send({ to, subject: `Hearth: ${items.length} pantry item${items.length === 1 ? "" : "s"} to use soon`, text: lines.join("\n") });
    }
    return { recorded, mailed: recipients.length > 0 };
  }

  async function runOnce(): Promise<ExpiryRunResult> {
    const now = core.now();
    const day = dayOf(now);
    if (!(await claim(day, now))) return { ran: false, day, reminders: 0, mails: 0 };
    let reminders = 0;
    let mails = 0;
    const households = await core.db
      .em()
      .execute<{ household_id: string }[]>("select distinct household_id from pantry_items where status = 'active' and expires_on is not null");
    for (const { household_id: householdId } of households) {
      try {
        const result = await remindHousehold(householdId, day);
        if (result.recorded) reminders += 1;
        if (result.mailed) mails += 1;
      } catch (error) {
        core.logger.error({ err: error, householdId }, "expiry reminder failed for a household");
      }
    }
    await core.db.em().execute("update pantry_job_runs set finished_at = ? where job = ? and day = ?", [core.now(), EXPIRY_JOB, day]);
    core.logger.info({ day, reminders, mails }, "pantry expiry reminders done");
    return { ran: true, day, reminders, mails };
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    runOnce,
    /** Checks now and every EXPIRY_CHECK_MS (the timer never keeps the process alive). */
    schedule() {
      const tick = () => void runOnce().catch((error: unknown) => core.logger.warn({ err: error }, "pantry expiry job failed; retried later"));
      timer = setInterval(tick, EXPIRY_CHECK_MS);
      timer.unref();
      setTimeout(tick, 5_000).unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type ExpiryJob = ReturnType<typeof createExpiryJob>;
