import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { decodeTokenPayload } from "../../lib/auth-token";
import { describeFailure } from "../../lib/graphql-errors";
import { readToken } from "../../lib/session";
import { createUuid } from "../../lib/uuid";
import type { ProductFieldsFragment } from "../../gql/graphql";
import { useProductsLive } from "./hooks/use-products-live.hook";
import { useProductsOutbox } from "./hooks/use-products-outbox.hook";
import { MergeProductsMutation, ProductModerationQueueQuery, ProductsQuery, RejectProductMutation, VerifyProductMutation } from "./products.graphql";
import { isStaffRole } from "./products.labels";
import "./products.css";

/** /app/product-management: the moderators' queue of new products, to verify, reject or merge. */
export function ProductManagementPage() {
  useDocumentTitle("Product Management");
  const role = decodeTokenPayload(readToken() ?? "")?.role;
  return (
    <div className="page stack">
      <header>
        <h1>Product Management</h1>
        <p className="page__lead">Products households added, waiting for a decision. Verified products are shared with every family.</p>
      </header>
      {isStaffRole(role) ? (
        <Queue />
      ) : (
        <p className="form-error" role="alert">
          This queue is for Hearth&apos;s admins and moderators. If you need access, ask an admin.
        </p>
      )}
    </div>
  );
}

function Queue() {
  useProductsLive();
  // The moderators' editor returns here: what it queued is sent from this screen too.
  useProductsOutbox();
  const { data, loading, error } = useQuery(ProductModerationQueueQuery, { fetchPolicy: "cache-and-network" });
  if (error && !data) return <p className="form-error" role="alert">{describeFailure(error).message ?? "Failed to load the queue"}</p>;
  if (!data) return <p>{loading ? "Loading products..." : null}</p>;
  if (data.productModerationQueue.length === 0) return <p>Nothing is waiting: every product has been reviewed.</p>;
  return (
    <ul className="moderation-queue">
      {data.productModerationQueue.map((product) => (
        <QueueItem key={product.id} product={product} />
      ))}
    </ul>
  );
}

function QueueItem({ product }: { product: ProductFieldsFragment }) {
  const { toast } = useToast();
  const client = useApolloClient();
  const [verify, { loading: verifying }] = useMutation(VerifyProductMutation);
  const [reject, { loading: rejecting }] = useMutation(RejectProductMutation);
  const [merge, { loading: merging }] = useMutation(MergeProductsMutation);
  const [reason, setReason] = useState("");
  const [mergeSearch, setMergeSearch] = useState(product.name);
  const [candidates, setCandidates] = useState<ProductFieldsFragment[] | null>(null);
  const busy = verifying || rejecting || merging;

  const act = async (label: string, work: () => Promise<unknown>) => {
    try {
      await work();
      toast({ title: label });
      await client.refetchQueries({ include: [ProductModerationQueueQuery] });
    } catch (failure) {
      toast({ title: "That did not work", description: describeFailure(failure).message ?? undefined, variant: "destructive" });
    }
  };

  const findCandidates = async () => {
    const { data } = await client.query({ query: ProductsQuery, variables: { search: mergeSearch, limit: 10 }, fetchPolicy: "network-only" });
    setCandidates((data?.products.items ?? []).filter((p) => p.id !== product.id && p.verified));
  };

  return (
    <li className="card stack moderation-queue__item" aria-label={product.name}>
      <div>
        <h2>
          <Link to={`/app/products/${product.id}`}>{product.name}</Link>
        </h2>
        <p className="products-list__meta">
          {[product.brand, product.category, product.subcategory, product.barcodes.join(", ")].filter(Boolean).join(" · ")} · added{" "}
          {new Date(product.createdAt).toLocaleDateString("en-US")}
        </p>
      </div>
      <p className="product-page__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void act(`${product.name} verified`, () => verify({ variables: { id: product.id, idempotencyKey: createUuid() } }))}>
          Verify
        </button>
        <Link className="button button--secondary" to={`/app/admin/products/edit/${product.id}`}>
          Edit
        </Link>
      </p>
      <form
        className="moderation-queue__row"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) {
            toast({ title: "Give a reason", description: "The household sees it and can fix the product.", variant: "destructive" });
            return;
          }
          void act(`${product.name} rejected`, () => reject({ variables: { id: product.id, reason, idempotencyKey: createUuid() } }));
        }}
      >
        <label>
          Reason
          <input value={reason} onChange={(e) => setReason(e.target.value)} placeholder="What should the household fix?" />
        </label>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Reject
        </button>
      </form>
      <div className="moderation-queue__row">
        <label>
          Duplicate of
          <input value={mergeSearch} onChange={(e) => setMergeSearch(e.target.value)} />
        </label>
        <button type="button" className="button button--secondary" onClick={() => void findCandidates()}>
          Find verified products
        </button>
      </div>
      {candidates && candidates.length === 0 && <p>No verified product matches that name.</p>}
      {candidates && candidates.length > 0 && (
        <ul className="moderation-queue__candidates">
          {candidates.map((c) => (
            <li key={c.id}>
              {c.name} {c.brand ? `(${c.brand})` : ""}{" "}
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void act(`${product.name} merged into ${c.name}`, () => merge({ variables: { duplicateId: product.id, intoId: c.id, idempotencyKey: createUuid() } }))}
              >
                Merge into this
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
