import { useMutation, useQuery } from "@apollo/client/react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { createUuid } from "../../../lib/uuid";
import { CreateShareLinkMutation, RevokeShareLinkMutation, ShareLinksQuery } from "../recipes.graphql";

/** Share links of a recipe: make one (30 days), copy it, revoke it. */
export function ShareLinks({ recipeId }: { recipeId: string }) {
  const { toast } = useToast();
  const { data } = useQuery(ShareLinksQuery, { variables: { recipeId }, fetchPolicy: "cache-and-network" });
  const refetchQueries = [{ query: ShareLinksQuery, variables: { recipeId } }];
  const [create, { loading: creating }] = useMutation(CreateShareLinkMutation, { refetchQueries });
  const [revoke] = useMutation(RevokeShareLinkMutation, { refetchQueries });
  const links = (data?.recipeShareLinks ?? []).filter((l) => l.active);
  const urlOf = (path: string) => `${window.location.origin}${path}`;

  async function share() {
    try {
      const result = await create({ variables: { recipeId, expiresInDays: 30, idempotencyKey: createUuid() } });
      const link = result.data?.createRecipeShareLink;
      if (link) {
        await navigator.clipboard?.writeText(urlOf(link.path)).catch(() => undefined);
        toast({ title: "Share link created", description: "Anyone with the link can see this recipe for 30 days." });
      }
    } catch (failure) {
      toast({ title: "Could not create a share link", description: describeFailure(failure).message ?? undefined, variant: "destructive" });
    }
  }

  return (
    <section className="card stack" aria-labelledby="share-heading">
      <h2 id="share-heading">Share</h2>
      <p>Send a link: friends who open it can read the recipe, and copy it into their own household.</p>
      <button type="button" className="button button--secondary" onClick={() => void share()} disabled={creating}>
        Create share link
      </button>
      {links.length > 0 && (
        <ul className="stack" aria-label="Active share links">
          {links.map((l) => (
            <li key={l.id}>
              <input className="input" readOnly value={urlOf(l.path)} aria-label="Share link" onFocus={(e) => e.target.select()} />
              <small>Expires {new Date(l.expiresAt).toLocaleDateString("en-US")} </small>
              <button
                type="button"
                className="button button--ghost"
                onClick={() =>
                  void revoke({ variables: { recipeId, shareId: l.id, idempotencyKey: createUuid() } }).then(() =>
                    toast({ title: "Share link revoked" }),
                  )
                }
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
