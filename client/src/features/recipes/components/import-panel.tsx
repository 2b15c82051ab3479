import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { describeFailure } from "../../../lib/graphql-errors";
import type { RecipeLike } from "../recipe-form";
import { DraftFromTextMutation, DraftFromUrlMutation } from "../recipes.graphql";

/** Fill the editor from a recipe web page or from pasted text; the draft is reviewed before saving. */
export function ImportPanel({ onDraft }: { onDraft: (draft: RecipeLike) => void }) {
  const id = useId();
  const [mode, setMode] = useState<"url" | "text">("url");
  const [url, setUrl] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fromUrl, { loading: loadingUrl }] = useMutation(DraftFromUrlMutation);
  const [fromText, { loading: loadingText }] = useMutation(DraftFromTextMutation);
  const busy = loadingUrl || loadingText;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      if (mode === "url") {
        const result = await fromUrl({ variables: { url } });
        if (result.data) onDraft(result.data.draftRecipeFromUrl);
      } else {
        const result = await fromText({ variables: { text } });
        if (result.data) onDraft(result.data.draftRecipeFromText);
      }
    } catch (failure) {
      setError(describeFailure(failure).message ?? "Could not read a recipe from that");
    }
  }

  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} aria-label="Import a recipe" aria-busy={busy}>
      <h2>Import</h2>
      <div role="radiogroup" aria-label="Import from" className="recipe__actions">
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === "url"} onChange={() => setMode("url")} /> From a web page
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === "text"} onChange={() => setMode("text")} /> From pasted text
        </label>
      </div>
      {mode === "url" ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-url`}>
            Recipe page address
          </label>
          <input
            id={`${id}-url`}
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-text`}>
            Recipe text
          </label>
          <textarea
            id={`${id}-text`}
            className="input"
            rows={8}
            placeholder={"Title\nServes 4\nIngredients\n…\nMethod\n…"}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--secondary" disabled={busy}>
        {busy ? "Reading…" : "Read recipe"}
      </button>
    </form>
  );
}
