import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useLiveReads, useLiveSubscription } from "../../../lib/live-reads";
import { formatUsd } from "../../../lib/money";
import { createRandomId } from "../../../lib/random-id";
import { createUuid } from "../../../lib/uuid";
import type { MealPlanShoppingPreviewQuery as PreviewData } from "../../../gql/graphql";
import {
  GenerateShoppingListFromPlanMutation,
  MealPlanChangedSubscription,
  MealPlanShoppingPreviewQuery,
  PlanPantryChangedSubscription,
  PlanShoppingListsChangedSubscription,
} from "../meal-planner.graphql";

interface Props {
  from: string;
  to: string;
  lists: { id: string; name: string }[];
  onClose: () => void;
}

const NEW = "new";

const previewSyncPointOf = (data: PreviewData | undefined) => data?.shoppingSyncPoint;

/** A line's amounts (to buy, needed, in pantry) all come in its unit: the server converts them together (1.2 kg, not 1200). */
function amount(quantity: number, unit: string | null | undefined): string {
  return unit ? `${quantity} ${unit}` : `${quantity}`;
}

/** Plan → shopping list: pick the days and the list, see what is missing and its estimated cost, then put it on the list. */
export function GenerateShopping({ from: initialFrom, to: initialTo, lists, onClose }: Props) {
  const { toast } = useToast();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [listId, setListId] = useState(lists[0]?.id ?? NEW);
  const [name, setName] = useState("");
  const target = listId === NEW ? null : listId;
  const preview = useQuery(MealPlanShoppingPreviewQuery, { variables: { from, to, listId: target }, fetchPolicy: "network-only", skip: !from || !to || to < from });
  // What to buy depends on the plan, the pantry and the list: a change to any of them, on any device,
  // reads the preview again, so it never offers what is already on the list.
  const { changed } = useLiveReads(preview.refetch, previewSyncPointOf);
  const live = {
    variables: { since: preview.data?.shoppingSyncPoint ?? null },
    skip: preview.data === undefined,
    fetchPolicy: "no-cache" as const,
  };
  const shown = preview.data?.shoppingSyncPoint;
  useLiveSubscription(PlanShoppingListsChangedSubscription, { ...live, onData: ({ data: c }) => c.data && changed(c.data.shoppingListsChanged.sequence, shown) });
  useLiveSubscription(PlanPantryChangedSubscription, { ...live, onData: ({ data: c }) => c.data && changed(c.data.pantryChanged.sequence, shown) });
  useLiveSubscription(MealPlanChangedSubscription, { ...live, onData: ({ data: c }) => c.data && changed(c.data.mealPlanChanged.sequence, shown) });
  const [generate, { data, loading }] = useMutation(GenerateShoppingListFromPlanMutation);
  const result = data?.generateShoppingListFromPlan;
  const lines = preview.data?.mealPlanShoppingPreview.lines ?? [];
  const toBuy = lines.filter((l) => l.quantity > 0);
  const covered = lines.filter((l) => l.quantity === 0);

  async function run() {
    try {
      const answer = await generate({
        variables: {
          input: { from, to, listId: target, newListId: target ? null : createUuid(), newListName: target ? null : name.trim() || null },
          idempotencyKey: createRandomId(),
        },
      });
      const r = answer.data?.generateShoppingListFromPlan;
      if (r) {
        if (listId === NEW) setListId(r.listId);
        toast({
          title: r.added + r.changed + r.removed === 0 ? "The list is already up to date" : "Shopping list updated",
          description: `${r.added} added, ${r.changed} updated, ${r.removed} removed on ${r.listName}.`,
        });
        await preview.refetch({ from, to, listId: r.listId });
      }
    } catch (error) {
      toast({ title: "Could not generate the list", description: (error as Error).message, variant: "destructive" });
    }
  }

  return (
    <section className="card plan-generate" aria-labelledby="plan-generate-heading" data-testid="generate-shopping">
      <div className="plan-generate__head">
        <h2 id="plan-generate-heading">Generate shopping list</h2>
        <button className="button button--secondary" type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="plan-muted">Everything the planned meals need, minus what your pantry holds by then and what is already on the list.</p>
      <div className="plan-form">
        <label>
          From
          <input className="input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To
          <input className="input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          Shopping list
          <select className="input" value={listId} onChange={(e) => setListId(e.target.value)}>
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
            <option value={NEW}>A new list</option>
          </select>
        </label>
        {listId === NEW && (
          <label>
            New list name
            <input className="input" value={name} placeholder={`Meal plan ${from} to ${to}`} onChange={(e) => setName(e.target.value)} />
          </label>
        )}
      </div>
      {preview.loading && <p>Working out what you need...</p>}
      {preview.error && <p role="alert">{preview.error.message}</p>}
      {preview.data && (
        <>
          {toBuy.length === 0 ? (
            <p>Nothing to buy: the pantry and the list cover every planned meal.</p>
          ) : (
            <table className="plan-table" aria-label="To buy">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">To buy</th>
                  <th scope="col">Needed</th>
                  <th scope="col">In pantry</th>
                  <th scope="col">Estimated</th>
                </tr>
              </thead>
              <tbody>
                {toBuy.map((l) => (
                  <tr key={l.key} data-testid="shopping-line">
                    <td>{l.name}</td>
                    <td>{amount(l.quantity, l.unit)}</td>
                    <td>{amount(l.needed, l.unit)}</td>
                    <td>{amount(l.inPantry, l.unit)}</td>
                    <td>{l.estimatedCost === null ? "no price yet" : `${formatUsd(l.estimatedCost)}${l.priceSource === "average" ? " (average)" : ""}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {covered.length > 0 && <p className="plan-muted">Already covered: {covered.map((l) => l.name).join(", ")}.</p>}
          <p data-testid="estimated-total">
            <strong>Estimated total: {formatUsd(preview.data.mealPlanShoppingPreview.estimatedTotal)}</strong>
          </p>
        </>
      )}
      <button className="button button--primary" type="button" onClick={() => void run()} disabled={loading || !from || !to || to < from}>
        {loading ? "Generating..." : "Add to shopping list"}
      </button>
      {result && (
        <p data-testid="generate-result">
          {result.added} added, {result.changed} updated, {result.removed} removed on {result.listName}. <Link to="/app/shopping-list">Open the shopping list</Link>
        </p>
      )}
    </section>
  );
}
