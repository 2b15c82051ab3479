import type { Fixture, TenantEntry } from "./tenant.js";

const PRODUCT = "id name brand status verified mine editable rejectionReason barcodes imageUrl";
const STAFF_NOTE =
  "A's pending product: another household never sees or changes it; moderators and admins see and change every product by design (moderation)";

interface Made {
  id: string;
  name: string;
  barcode: string;
}

let barcodes = 0;
/** A barcode nobody else uses (13 digits). */
const freshBarcode = () => `29${String(Date.now()).slice(-7)}${String(++barcodes % 10000).padStart(4, "0")}`;

/**
 * A new pending product of A's holder. `mark: false` for products a staff entry will verify or merge
 * away: those become everyone's (verified) or answer through the product they joined, by design.
 */
async function freshProduct(f: Fixture, mark = true): Promise<Made> {
  const name = mark ? `Product ${f.mark} ${f.unique("p")}` : f.unique("Catalogue candidate");
  const barcode = freshBarcode();
  const data = (await f.ownerGql("mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }", {
    input: { name, brand: mark ? `Brand ${f.mark}` : "Generic", barcodes: [barcode] },
  })) as { createProduct: { id: string } };
  const id = data.createProduct.id;
  if (mark) f.remember(id, name, barcode);
  return { id, name, barcode };
}

/** A's pending product, one per run, for calls that leave it pending. */
const pending = new Map<string, Promise<Made>>();
const productOf = (f: Fixture) => {
  let made = pending.get(f.householdId);
  if (!made) pending.set(f.householdId, (made = freshProduct(f)));
  return made;
};

/** A 16x16 WebP photo. */
const PHOTO = Buffer.from(
  "UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoQABAAAUAmJaACdLoB+AADsAD+6Di/+YJX5Bu1D/7B384D84D+igAA",
  "base64",
);

/** A's pending product with a photo its holder uploaded, one per run; the file names of its two sizes. */
const photos = new Map<string, Promise<{ id: string; image: string; thumbnail: string }>>();
function photoOf(f: Fixture) {
  let made = photos.get(f.householdId);
  if (!made) {
    made = (async () => {
      const product = await freshProduct(f);
      const res = await f.ownerFetch(`/api/products/${product.id}/image`, { method: "PUT", headers: { "content-type": "image/webp" }, body: PHOTO });
      if (res.status >= 300) throw new Error(`photo upload failed: ${res.status} ${await res.text()}`);
      const data = (await f.ownerGql("query ($id: ID!) { product(id: $id) { imageUrl thumbnailUrl } }", { id: product.id })) as {
        product: { imageUrl: string; thumbnailUrl: string };
      };
      const file = (url: string) => url.split("/").pop()!;
      return { id: product.id, image: file(data.product.imageUrl), thumbnail: file(data.product.thumbnailUrl) };
    })();
    photos.set(f.householdId, made);
  }
  return made;
}

export const entries: TenantEntry[] = [
  {
    operation: "Query.products",
    access: "signedIn",
    note: "verified products and the caller's own: searched by A's mark, only A's people find A's pending product",
    call: async (f) => {
      await productOf(f);
      return { query: `query ($s: String) { products(search: $s) { total items { ${PRODUCT} } } }`, variables: { s: f.mark } };
    },
  },
  {
    operation: "Query.product",
    access: "householdOrStaff",
    note: STAFF_NOTE,
    call: async (f) => ({ query: `query ($id: ID!) { product(id: $id) { ${PRODUCT} } }`, variables: { id: (await productOf(f)).id } }),
  },
  { operation: "Query.productCategories", access: "signedIn", call: () => ({ query: "{ productCategories { name count } }" }) },
  {
    operation: "Query.productModerationQueue",
    access: "staff",
    call: async (f) => {
      await productOf(f);
      return { query: `{ productModerationQueue { ${PRODUCT} } }` };
    },
  },
  { operation: "Query.productsSyncPoint", access: "signedIn", call: () => ({ query: "{ productsSyncPoint }" }), note: "the shared catalogue's sequence" },

  {
    operation: "Mutation.createProduct",
    access: "signedIn",
    note: "creates in the caller's own household; given A's product id, only A's people get A's product back (a retry)",
    call: async (f) => ({
      query: `mutation ($input: CreateProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`,
      variables: { input: { id: (await productOf(f)).id, name: f.unique("Own product") } },
    }),
  },
  {
    operation: "Mutation.updateProduct",
    access: "householdOrStaff",
    note: STAFF_NOTE,
    call: async (f) => ({
      query: `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT} } }`,
      variables: { id: (await productOf(f)).id, input: { subcategory: f.unique("sub") } },
    }),
  },
  {
    operation: "Mutation.verifyProduct",
    access: "staff",
    note: "a fresh pending product of A, not marked: once verified it is everyone's by design",
    call: async (f) => ({
      query: `mutation ($id: ID!) { verifyProduct(id: $id) { ${PRODUCT} } }`,
      variables: { id: (await freshProduct(f, false)).id },
    }),
  },
  {
    operation: "Mutation.rejectProduct",
    access: "staff",
    call: async (f) => ({
      query: `mutation ($id: ID!, $reason: String!) { rejectProduct(id: $id, reason: $reason) { ${PRODUCT} } }`,
      variables: { id: (await freshProduct(f)).id, reason: "A duplicate of a catalogue product" },
    }),
  },
  {
    operation: "Mutation.mergeProducts",
    access: "staff",
    note: "merges a fresh pending product of A into another of A's (both stay A's)",
    call: async (f) => ({
      query: `mutation ($from: ID!, $into: ID!) { mergeProducts(duplicateId: $from, intoId: $into) { ${PRODUCT} } }`,
      variables: { from: (await freshProduct(f)).id, into: (await freshProduct(f)).id },
    }),
  },
  {
    operation: "Mutation.lookupBarcode",
    access: "signedIn",
    note: "the barcode of A's pending product: only A's people find it",
    call: async (f) => ({
      query: `mutation ($code: String!) { lookupBarcode(barcode: $code) { barcode source product { ${PRODUCT} } } }`,
      variables: { code: (await productOf(f)).barcode },
    }),
  },
  {
    operation: "Subscription.productsChanged",
    access: "signedIn",
    staffSeeAll: true,
    note:
      "the shared catalogue's feed replayed from its start (since: 0 in the document): by then A has pending, rejected and " +
      "merged products, whose changes reach A's people and staff only. No trigger: the feed's sequence is the catalogue's, " +
      "not A's, so the runner's wait for A's own sequence could never end",
    call: () => ({
      query: "subscription { productsChanged(since: 0) { sequence type productId mergedInto product { id name status } } }",
    }),
  },

  {
    route: "GET /products",
    access: "signedIn",
    call: async (f) => {
      await productOf(f);
      return { query: { search: f.mark } };
    },
  },
  {
    route: "POST /products",
    access: "signedIn",
    note: "creates in the caller's own household; given A's product id, only A's people get A's product back",
    call: async (f) => ({ body: { id: (await productOf(f)).id, name: f.unique("Own product") } }),
  },
  {
    route: "POST /products/lookup-barcode",
    access: "signedIn",
    call: async (f) => ({ body: { barcode: (await productOf(f)).barcode } }),
  },
  {
    route: "GET /product-moderation-queue",
    access: "staff",
    call: async (f) => {
      await productOf(f);
      return {};
    },
  },
  { route: "GET /products/:id", access: "householdOrStaff", note: STAFF_NOTE, call: async (f) => ({ params: { id: (await productOf(f)).id } }) },
  {
    route: "PATCH /products/:id",
    access: "householdOrStaff",
    note: STAFF_NOTE,
    call: async (f) => ({ params: { id: (await productOf(f)).id }, body: { subcategory: f.unique("sub") } }),
  },
  {
    route: "POST /products/:id/verify",
    access: "staff",
    note: "a fresh pending product of A, not marked: once verified it is everyone's by design",
    call: async (f) => ({ params: { id: (await freshProduct(f, false)).id } }),
  },
  {
    route: "POST /products/:id/reject",
    access: "staff",
    call: async (f) => ({ params: { id: (await freshProduct(f)).id }, body: { reason: "A duplicate of a catalogue product" } }),
  },
  {
    route: "POST /products/:id/merge",
    access: "staff",
    call: async (f) => ({ params: { id: (await freshProduct(f)).id }, body: { into: (await freshProduct(f)).id } }),
  },
  ...(["image", "thumbnail"] as const).map(
    (kind): TenantEntry => ({
      route: `GET /products/:id/${kind}/:file`,
      access: "householdOrStaff",
      note: `${STAFF_NOTE}. The photo of A's pending product, uploaded by A's holder; its file name is the photo's hash`,
      call: async (f) => {
        const photo = await photoOf(f);
        return { params: { id: photo.id, file: kind === "image" ? photo.image : photo.thumbnail } };
      },
    }),
  ),
  {
    route: "PUT /products/:id/image",
    access: "householdOrStaff",
    note: `${STAFF_NOTE}. The runner sends JSON, not a photo: A's people and staff reach the product and get 400 for the body; everyone else 404 before the bytes are read`,
    controlStatuses: [400],
    call: async (f) => ({ params: { id: (await productOf(f)).id }, body: "not a photo" }),
  },
  {
    route: "GET /catalogue",
    access: "public",
    note: "verified products only: A's pending product, searched by A's mark, is never there",
    call: async (f) => {
      await productOf(f);
      return { query: { q: f.mark } };
    },
  },
  { route: "GET /catalogue/categories", access: "public", call: () => ({}) },
];
