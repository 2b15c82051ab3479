import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { nameKey, PRODUCT_EVENT_TYPES, type ProductDetails, type ProductEvent, type ProductSource } from "../products.events.js";
import { ProductEntity, type ProductRow } from "./products.read-model.js";

function detailColumns(details: Partial<ProductDetails>): Partial<ProductRow> {
  const row: Partial<ProductRow> = { ...details } as Partial<ProductRow>;
  if (details.name !== undefined) {
    row.name = details.name.trim();
    row.nameKey = nameKey(details.name);
  }
  return row;
}

function newRow(
  stored: StoredEvent,
  productId: string,
  details: ProductDetails,
  source: ProductSource,
  extra: Pick<ProductRow, "ownerHouseholdId" | "createdByUserId" | "status" | "verifiedAt">,
): ProductRow {
  const at = new Date(stored.recordedAt);
  return {
    id: productId,
    mergedInto: null,
    rejectionReason: null,
    ...(detailColumns(details) as ProductDetails & { nameKey: string }),
    sourceKind: source.kind,
    sourceRef: source.ref,
    image: null,
    revision: stored.sequence,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

/** The catalogue read model. Times and ids come from the events, so a rebuild is identical. */
export const productsProjection: Projection = {
  name: "products",
  tables: ["products"],
  handles: PRODUCT_EVENT_TYPES,
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as ProductEvent;
    const at = new Date(stored.recordedAt);
    const stamp = { revision: stored.sequence, updatedAt: at };
    const update = (id: string, changes: Partial<ProductRow>) =>
      em.nativeUpdate(ProductEntity, { id }, { ...changes, ...stamp });
    switch (event.type) {
      case "ProductCreated":
        await em.insert(
          ProductEntity,
          newRow(stored, event.data.productId, event.data.details, event.data.source, {
            ownerHouseholdId: event.data.ownerHouseholdId,
            createdByUserId: event.data.createdByUserId,
            status: "pending",
            verifiedAt: null,
          }),
        );
        return;
      case "ProductSeeded":
        await em.insert(
          ProductEntity,
          newRow(stored, event.data.productId, event.data.details, event.data.source, {
            ownerHouseholdId: null,
            createdByUserId: null,
            status: "verified",
            verifiedAt: at,
          }),
        );
        return;
      case "ProductUpdated":
        await update(event.data.productId, {
          ...detailColumns(event.data.changes),
          ...(event.data.resubmitted ? { status: "pending", rejectionReason: null } : {}),
        });
        return;
      case "ProductVerified":
        await update(event.data.productId, { status: "verified", verifiedAt: at, rejectionReason: null });
        return;
      case "ProductRejected":
        await update(event.data.productId, { status: "rejected", rejectionReason: event.data.reason });
        return;
      case "ProductImageSet":
        await update(event.data.productId, { image: event.data.image });
        return;
      case "ProductMerged": {
        const { from, into } = event.data;
        const [source, target] = await Promise.all([
          em.findOne(ProductEntity, { id: from }, { disableIdentityMap: true }),
          em.findOne(ProductEntity, { id: into }, { disableIdentityMap: true }),
        ]);
        await update(from, { status: "merged", mergedInto: into });
        // Products merged into `from` earlier now lead straight to the survivor.
        await em.nativeUpdate(ProductEntity, { mergedInto: from }, { mergedInto: into });
        if (source && target) {
          // The survivor answers to the duplicate's barcodes too, and takes its image if it had none.
          const barcodes = [...new Set([...target.barcodes, ...source.barcodes])];
          await update(into, { barcodes, ...(target.image ? {} : { image: source.image }) });
        }
        return;
      }
    }
  },
};
