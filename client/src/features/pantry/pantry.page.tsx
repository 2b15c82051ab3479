import { useApolloClient } from "@apollo/client/react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { createUuid } from "../../lib/uuid";
import { PantryRow } from "./components/pantry-row";
import { usePantryData } from "./hooks/use-pantry-data.hook";
import { usePantryScreensOffline } from "./hooks/use-pantry-offline.hook";
import { usePantryOutbox } from "./hooks/use-pantry-outbox.hook";
import { applyPending } from "./pantry-changes";
import { waitingItemIds } from "./pantry-offline";
import { writeItems } from "./pantry-cache";
import { PANTRY_LOAD_FAILED } from "./pantry-messages";
import { locationLabel, pantryRows, pantryTotals, todayIso, usd, type ExpiryState, type GroupBy } from "./pantry-view";
import { AcceptPantryProposalMutation, DismissPantryProposalMutation } from "./pantry.graphql";
import "./pantry.css";
import { waitingToSync } from "../../lib/outbox/outbox-status";

const STATE_FILTERS: [ExpiryState | "all", string][] = [
  ["all", "All"],
  ["expired", "Expired"],
  ["soon", "Expiring soon"],
  ["fine", "Fine"],
  ["none", "No date"],
];

export function PantryPage() {
  useDocumentTitle("Pantry Inventory");
  const id = useId();
  const userId = readStoredUser()?.id ?? null;
  const client = useApolloClient();
  const { toast } = useToast();
  const { data, failed, reload } = usePantryData();
  const outbox = usePantryOutbox(userId, reload);
  // "Add item" and an item's edit screen open offline too, on a device that never opened them.
  usePantryScreensOffline();
  const [search, setSearch] = useState("");
  const [state, setState] = useState<ExpiryState | "all">("all");
  const [location, setLocation] = useState<string>("all");
  const [groupBy, setGroupBy] = useState<GroupBy>("location");
  const scrollRef = useRef<HTMLDivElement>(null);

  const settings = data?.pantrySettings;
  const windowDays = settings?.expiryWindowDays ?? 3;
  const today = todayIso();
  const items = useMemo(() => applyPending(data?.pantryItems ?? [], outbox.pending), [data, outbox.pending]);
  const waiting = useMemo(() => waitingItemIds(outbox.pending), [outbox.pending]);
  const rows = useMemo(() => pantryRows(items, { search, state, location }, groupBy, today, windowDays), [items, search, state, location, groupBy, today, windowDays]);
  const totals = useMemo(() => pantryTotals(items, today, windowDays), [items, today, windowDays]);

  // TanStack Virtual hands back a fresh measuring object as the list scrolls, which React Compiler
  // cannot memoise; the build does not run the compiler, and this page re-renders on scroll by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === "group" ? 48 : 96),
    overscan: 8,
    getItemKey: (index) => rows[index]?.key ?? index,
  });

  if (!data) return failed ? <p role="alert">{PANTRY_LOAD_FAILED}</p> : <LoadingScreen />;

  const proposals = data.pantryProposals;
  const decide = async (proposalId: string, accept: boolean) => {
    try {
      if (accept) {
        const result = await client.mutate({ mutation: AcceptPantryProposalMutation, variables: { id: proposalId, idempotencyKey: createUuid() } });
        const item = result.data?.acceptPantryProposal.item;
        if (item) writeItems(client.cache, [item]);
        toast({ title: item ? `${item.name} added to your pantry` : "Added to your pantry" });
      } else {
        await client.mutate({ mutation: DismissPantryProposalMutation, variables: { id: proposalId, idempotencyKey: createUuid() } });
      }
      reload();
    } catch {
      toast({ title: "Could not update the suggestion", variant: "destructive" });
    }
  };

  return (
    <div className="page stack pantry">
      <header className="pantry-header">
        <div>
          <h1>Pantry</h1>
          <p className="page__lead">
            {totals.count} item{totals.count === 1 ? "" : "s"} worth {usd.format(totals.value)} · {totals.expired} expired · {totals.soon} expiring within{" "}
            {windowDays} day{windowDays === 1 ? "" : "s"}
          </p>
        </div>
        <div className="pantry-header__actions">
          {outbox.pending.length > 0 && (
            <p className="pantry-sync" role="status">
              {waitingToSync(outbox.status, outbox.pending.length)}
            </p>
          )}
          <Link className="button button--primary" to="/app/add-item">
            Add item
          </Link>
        </div>
      </header>

      {proposals.length > 0 && (
        <section className="card stack" aria-labelledby={`${id}-proposals`}>
          <h2 id={`${id}-proposals`}>Bought on your shopping list</h2>
          <ul className="pantry-proposals">
            {proposals.map((p) => (
              <li key={p.id}>
                <span>
                  {p.name} · {p.quantity} {p.unit} · {locationLabel(p.location)}
                  {p.expiresOn ? ` · best before ${p.expiresOn}` : ""}
                  {p.pricePaid !== null ? ` · ${usd.format(p.pricePaid)}` : ""}
                </span>
                <span className="pantry-proposals__actions">
                  <button type="button" className="button button--primary" onClick={() => void decide(p.id, true)}>
                    Add to pantry
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => void decide(p.id, false)}>
                    Not now
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="pantry-filters" role="search">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-search`}>
            Search
          </label>
          <input id={`${id}-search`} className="input" type="search" value={search} placeholder="Name, category or store" onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-state`}>
            Expiry
          </label>
          <select id={`${id}-state`} className="select" value={state} onChange={(e) => setState(e.target.value as ExpiryState | "all")}>
            {STATE_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-location`}>
            Location
          </label>
          <select id={`${id}-location`} className="select" value={location} onChange={(e) => setLocation(e.target.value)}>
            <option value="all">Everywhere</option>
            {(settings?.locations ?? []).map((l) => (
              <option key={l} value={l}>
                {locationLabel(l)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-group`}>
            Group by
          </label>
          <select id={`${id}-group`} className="select" value={groupBy} onChange={(e) => setGroupBy(e.target.value as GroupBy)}>
            <option value="location">Location</option>
            <option value="category">Category</option>
          </select>
        </div>
      </div>

      {rows.length === 0 ? (
        <p className="card">{items.some((i) => i.status === "active") ? "Nothing matches these filters." : "Your pantry is empty. Add what you have, or buy something on your shopping list."}</p>
      ) : (
        <div ref={scrollRef} className="pantry-list" aria-label="Pantry items" role="region" tabIndex={0}>
          <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
            {virtualizer.getVirtualItems().map((virtual) => {
              const row = rows[virtual.index];
              return (
                <div
                  key={virtual.key}
                  data-index={virtual.index}
                  ref={virtualizer.measureElement}
                  className="pantry-list__row"
                  style={{ transform: `translateY(${virtual.start}px)` }}
                >
                  {row.kind === "group" ? (
                    <h2 className="pantry-group">
                      {row.label} <span className="pantry-group__meta">
                        {row.count} · {usd.format(row.value ?? 0)}
                      </span>
                    </h2>
                  ) : (
                    <PantryRow item={row.item!} waiting={waiting.has(row.item!.id)} state={row.state!} daysLeft={row.daysLeft ?? null} locations={settings?.locations ?? []} onChange={outbox.enqueue} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
