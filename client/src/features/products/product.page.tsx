import { useQuery } from "@apollo/client/react";
import { useState, type ChangeEvent } from "react";
import { Link, useParams } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { CommunityPrice } from "./components/community-price";
import { NutritionTable } from "./components/nutrition-table";
import { useProductsLive } from "./hooks/use-products-live.hook";
import { useProductsOutbox } from "./hooks/use-products-outbox.hook";
import { uploadProductImage } from "./product-image-upload";
import { ProductQuery } from "./products.graphql";
import { formatDays, SOURCE_LABELS, STATUS_LABELS } from "./products.labels";
import "./products.css";
import { AuthorizedImage } from "../../components/authorized-image/authorized-image";

/** /app/products/{id}: a product's details, nutrition, keeping times, barcodes and picture. */
export function ProductPage() {
  const { id = "" } = useParams();
  useProductsLive();
  // The editor returns here: a change it queued (offline) is sent from this screen.
  const outbox = useProductsOutbox();
  const waiting = outbox.pending.filter((pending) => pending.change.productId === id.toLowerCase() || pending.change.productId === id).length;
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(ProductQuery, { variables: { id }, fetchPolicy: "cache-and-network" });
  const product = data?.product;
  useDocumentTitle(product?.name ?? "Product");
  const [uploading, setUploading] = useState(false);

  if (!product) {
    if (loading) return <p className="page">Loading products...</p>;
    return (
      <div className="page stack">
        <h1>Product not found</h1>
        <p>{error ? describeFailure(error).message : "This product does not exist, or is not shared with your household."}</p>
        <Link to="/app/products">Back to Community Products</Link>
      </div>
    );
  }

  const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    try {
      await uploadProductImage(product.id, file);
      await refetch();
      toast({ title: "Photo saved" });
    } catch (failure) {
      toast({ title: "Failed to save photo", description: (failure as Error).message, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  const shelf = product.shelfLifeDays;
  return (
    <div className="page stack product-page">
      <p>
        <Link to="/app/products">← Community Products</Link>
      </p>
      {product.mergedInto && (
        <p className="card" role="note">
          This product was merged into another entry: <Link to={`/app/products/${product.mergedInto}`}>see the product that replaces it</Link>.
        </p>
      )}
      <header className="product-page__header">
        {product.imageUrl ? <AuthorizedImage src={product.imageUrl} alt={product.name} className="product-page__image" /> : null}
        <div>
          <h1>{product.name}</h1>
          {waiting > 0 && (
            <p className="products-sync" role="status">
              Your changes to this product are waiting to sync.
            </p>
          )}
          <p className="page__lead">{[product.brand, product.category, product.subcategory].filter(Boolean).join(" · ")}</p>
          <p>
            <span className={`badge badge--${product.status}`}>{STATUS_LABELS[product.status] ?? product.status}</span>{" "}
            {product.mine && !product.verified && "Only your household sees it until a moderator verifies it."}
          </p>
          {product.rejectionReason && product.status === "rejected" && (
            <p className="form-error">Why it was not accepted: {product.rejectionReason}. Edit it and it goes back for review.</p>
          )}
          <p className="product-page__actions">
            {product.editable && (
              <Link className="button" to={`/app/products/${product.id}/edit`}>
                Edit product
              </Link>
            )}
            {product.editable && (
              <label className="button button--secondary product-page__upload">
                {uploading ? "Uploading…" : product.imageUrl ? "Replace photo" : "Add a photo"}
                <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void onImage(e)} disabled={uploading} />
              </label>
            )}
            <Link to={`/app/products/${product.id}/cost-history`}>What we paid for it</Link>
          </p>
        </div>
      </header>

      <div className="product-page__columns">
        <section className="card" aria-labelledby="nutrition-heading">
          <h2 id="nutrition-heading">Nutrition</h2>
          <NutritionTable nutrition={product.nutritionPer100} />
        </section>
        <section className="card" aria-labelledby="keeping-heading">
          <h2 id="keeping-heading">How long it keeps</h2>
          <dl className="product-page__facts">
            <dt>Pantry</dt>
            <dd>{formatDays(shelf.pantry)}</dd>
            <dt>Fridge</dt>
            <dd>{formatDays(shelf.fridge)}</dd>
            <dt>Freezer</dt>
            <dd>{formatDays(shelf.freezer)}</dd>
            <dt>Once opened</dt>
            <dd>{formatDays(shelf.opened)}</dd>
          </dl>
        </section>
        <CommunityPrice productId={product.id} />
        <section className="card" aria-labelledby="details-heading">
          <h2 id="details-heading">Details</h2>
          <dl className="product-page__facts">
            <dt>Barcodes</dt>
            <dd>{product.barcodes.length ? product.barcodes.join(", ") : "—"}</dd>
            <dt>Default unit</dt>
            <dd>{product.defaultUnit}</dd>
            <dt>Package</dt>
            <dd>{product.packageSize ? `${product.packageSize.quantity} ${product.packageSize.unit}` : "—"}</dd>
            <dt>Contains</dt>
            <dd>{product.allergens.length ? product.allergens.join(", ") : "No allergens recorded"}</dd>
            <dt>Suits</dt>
            <dd>{product.dietTags.length ? product.dietTags.join(", ") : "—"}</dd>
            <dt>Source</dt>
            <dd>
              {SOURCE_LABELS[product.source.kind] ?? product.source.kind}
              {product.source.kind === "usda-fdc" && product.source.ref && ` (FDC ${product.source.ref})`}
            </dd>
          </dl>
        </section>
      </div>
    </div>
  );
}
